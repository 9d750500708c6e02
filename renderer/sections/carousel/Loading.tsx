// What the testimonials frame shows until the quotes are there: a spinner, announced to screen readers.
export function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3">
      <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
      <span className="sr-only">{label}</span>
    </div>
  )
}
