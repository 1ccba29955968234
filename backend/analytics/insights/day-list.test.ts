import { describe, expect, it } from 'vitest'
import { list } from '../../../kernel/format'
import { dayList } from './day-list'

describe('dayList', () => {
  it('writes runs of weekdays as ranges, others as lists', () => {
    expect(dayList([1, 2, 3])).toBe('Tuesday–Thursday')
    expect(dayList([1, 2, 3], true)).toBe('Tue–Thu')
    expect(dayList([0, 4])).toBe('Monday and Friday')
    expect(dayList([1, 2])).toBe('Tuesday and Wednesday')
    expect(dayList([0, 2, 4])).toBe('Monday, Wednesday and Friday')
    expect(dayList([0, 1, 2, 4])).toBe('Monday–Wednesday and Friday')
    expect(dayList([3])).toBe('Thursday')
    expect(list([])).toBe('')
  })

})
