// Toasts on Radix Toast: 5 s on screen, swipe right past 50 px to dismiss, F8 focuses the region.
import * as RadixToast from '@radix-ui/react-toast'
import { useStrings } from '../site-context.tsx'
import { cn } from '../ui/cn.ts'
import { dismissToast, useToasts } from './toast-store.ts'
import { Icon } from '../ui/Icon.tsx'

const TOAST_DURATION_MS = 5000
const SWIPE_THRESHOLD_PX = 50

const variants = {
  default: 'bg-white text-slate-900 ring-slate-200',
  destructive: 'bg-red-700 text-white ring-red-800',
} as const

export default function Toaster() {
  const strings = useStrings()
  const toasts = useToasts()
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX} label={strings.notifications}>
      {toasts.map(({ id, title, description, action, variant = 'default', open }) => (
        <RadixToast.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => !isOpen && dismissToast(id)}
          data-variant={variant}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-xl p-4 pr-10 shadow-lg ring-1',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:hidden',
            variants[variant],
          )}
        >
          <div className="grid gap-1">
            {title && <RadixToast.Title className="text-sm font-semibold">{title}</RadixToast.Title>}
            {description && <RadixToast.Description className="text-sm opacity-90">{description}</RadixToast.Description>}
          </div>
          {action && (
            <RadixToast.Action
              altText={action.label}
              onClick={action.onClick}
              className="shrink-0 rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-current/40"
            >
              {action.label}
            </RadixToast.Action>
          )}
          <RadixToast.Close
            aria-label={strings.close}
            className="absolute right-2 top-2 inline-flex size-8 items-center justify-center rounded-md opacity-70 hover:opacity-100"
          >
            <Icon name="x" className="size-4" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]" />
    </RadixToast.Provider>
  )
}
