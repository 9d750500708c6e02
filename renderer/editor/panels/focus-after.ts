// Where the keyboard's focus goes after a button of the panel changed a list or the sections: a list's
// items and the panel's buttons are drawn again by their place, so without this the focus stays on a
// button of another item, or falls to the page's body when its button is gone or now disabled.

const focusable = 'input, select, textarea, button'

/** Once the change is drawn, focuses the first of `ids` there and enabled (or the first field inside it). */
export function focusAfterChange(...ids: string[]) {
  requestAnimationFrame(() => {
    for (const id of ids) {
      const found = document.getElementById(id)
      const target = found?.matches(focusable) ? found : found?.querySelector<HTMLElement>(focusable)
      if (target && !target.matches(':disabled')) return target.focus()
    }
  })
}
