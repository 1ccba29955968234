import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { menuMachine } from '../../../machines/menu/menu.machine'
import { useMachineActor } from '../../app/inspection'

/**
 * A menu that collapses on small screens (docs/product.md#navigation: the mobile menus toggle open
 * and closed), run by the menu machine. It closes on Escape (focus back on the toggle), on a press
 * outside `containerRef`, and when the viewport grows to `wideQuery`, where the links show inline.
 */
export function useCollapsibleMenu(wideQuery: string) {
  const menu = useMachineActor(menuMachine)
  const open = useSelector(menu, (snapshot) => snapshot.matches('open'))
  const containerRef = useRef<HTMLElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      menu.send({ type: 'menu.close' })
      toggleRef.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) menu.send({ type: 'menu.close' })
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open, menu])

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const wide = window.matchMedia(wideQuery)
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) menu.send({ type: 'menu.close' })
    }
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [menu, wideQuery])

  return {
    open,
    containerRef,
    toggleRef,
    toggle: () => menu.send({ type: 'menu.toggle' }),
    close: () => menu.send({ type: 'menu.close' }),
  }
}
