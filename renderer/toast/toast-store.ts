// A tiny store of the toasts on screen. At most one is shown: a new toast replaces the old one.
// A dismissed toast stays in the store (closed) for REMOVE_DELAY_MS so its exit animation can finish.
import { useSyncExternalStore } from 'react'

const TOAST_LIMIT = 1
const REMOVE_DELAY_MS = 1_000_000

interface ToastAction {
  label: string
  onClick: () => void
}

export interface ToastData {
  id: number
  title?: string
  description?: string
  variant?: 'default' | 'destructive'
  action?: ToastAction
  open: boolean
}

let toasts: ToastData[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

export function toast(data: Omit<ToastData, 'id' | 'open'>): number {
  const id = nextId++
  toasts = [{ ...data, id, open: true }, ...toasts].slice(0, TOAST_LIMIT)
  emit()
  return id
}

export function dismissToast(id: number) {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t))
  emit()
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id)
    emit()
  }, REMOVE_DELAY_MS)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const empty: ToastData[] = []

export const useToasts = () =>
  useSyncExternalStore(
    subscribe,
    () => toasts,
    () => empty,
  )
