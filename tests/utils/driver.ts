/**
 * What a gesture needs from the page, so one gesture function (`tests/utils/gestures/<flow>.ts`)
 * drives both Testing Library (jsdom) and Playwright (Chromium). Elements are found by role and
 * accessible name, never by CSS.
 */
export type ClickableRole = 'button' | 'link' | 'checkbox' | 'switch' | 'tab' | 'menuitem'

export interface Driver {
  /** Replaces the value of the text field labelled `label`. */
  fill(label: string | RegExp, value: string): Promise<void>
  /** Chooses the option whose value is `value` in the select labelled `label`. */
  select(label: string | RegExp, value: string): Promise<void>
  click(role: ClickableRole, name: string | RegExp): Promise<void>
  /** Opens (or closes) the disclosure whose summary reads `summary` (a <details>: its summary has no role in every engine). */
  disclose(summary: string): Promise<void>
  /** Presses a key in the focused element, e.g. 'Enter' or 'Escape'. */
  press(key: string): Promise<void>
  /** Clicks into the field labelled `label`, as a person does before a key, then presses `key` there. */
  pressIn(label: string | RegExp, key: string): Promise<void>
}
