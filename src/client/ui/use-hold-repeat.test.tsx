import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useHoldRepeat } from './use-hold-repeat'
import { fakeTimersEachTest } from '../test/fake-timers'

function HoldButton({ action }: { action: () => void }) {
  const { buttonProps } = useHoldRepeat(action)
  return (
    <button type="button" {...buttonProps}>
      +
    </button>
  )
}

describe('holding a button repeats its action', () => {
  fakeTimersEachTest()

  it('acts once on press and, held past 300 ms, again every 50 ms', () => {
    const action = vi.fn()
    const { result } = renderHook(() => useHoldRepeat(action))
    act(() => result.current.start())
    expect(action).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(299))
    expect(action).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(1))
    expect(action).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(49))
    expect(action).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(1))
    expect(action).toHaveBeenCalledTimes(2)
    act(() => vi.advanceTimersByTime(200))
    expect(action).toHaveBeenCalledTimes(6)
  })

  it('stops repeating when released', () => {
    const action = vi.fn()
    const { result } = renderHook(() => useHoldRepeat(action))
    act(() => result.current.start())
    act(() => vi.advanceTimersByTime(400))
    const calls = action.mock.calls.length
    act(() => result.current.stop())
    act(() => vi.advanceTimersByTime(1000))
    expect(action).toHaveBeenCalledTimes(calls)
  })

  it('never repeats a press released before 300 ms', () => {
    const action = vi.fn()
    render(<HoldButton action={action} />)
    const button = screen.getByRole('button')
    fireEvent.pointerDown(button)
    act(() => vi.advanceTimersByTime(250))
    fireEvent.pointerUp(button)
    fireEvent.click(button, { detail: 1 })
    act(() => vi.advanceTimersByTime(1000))
    expect(action).toHaveBeenCalledTimes(1)
  })

  it('stops when the pointer leaves the button and when the component goes away', () => {
    const action = vi.fn()
    const { unmount } = render(<HoldButton action={action} />)
    const button = screen.getByRole('button')
    fireEvent.pointerDown(button)
    act(() => vi.advanceTimersByTime(350))
    fireEvent.pointerLeave(button)
    act(() => vi.advanceTimersByTime(500))
    expect(action).toHaveBeenCalledTimes(2)
    fireEvent.pointerDown(button)
    unmount()
    act(() => vi.advanceTimersByTime(1000))
    expect(action).toHaveBeenCalledTimes(3)
  })

  it('uses the newest action while held, so repeats see the current quantity', () => {
    const first = vi.fn()
    const second = vi.fn()
    const { result, rerender } = renderHook(({ action }) => useHoldRepeat(action), {
      initialProps: { action: first },
    })
    act(() => result.current.start())
    rerender({ action: second })
    act(() => vi.advanceTimersByTime(350))
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
  })

  it('acts once for a keyboard click and not again for a pointer click after a press', () => {
    const action = vi.fn()
    render(<HoldButton action={action} />)
    const button = screen.getByRole('button')
    fireEvent.click(button, { detail: 0 })
    expect(action).toHaveBeenCalledTimes(1)
    fireEvent.pointerDown(button)
    fireEvent.pointerUp(button)
    fireEvent.click(button, { detail: 1 })
    expect(action).toHaveBeenCalledTimes(2)
  })
})
