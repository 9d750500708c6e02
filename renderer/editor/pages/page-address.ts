// A new page's address: proposed from its name in words, and what stops an address from being used
// (the reason is shown beside the button it disables).
import { reservedPaths } from '../../../schema/reserved-paths.ts'
import { pageWords as words } from './page-words.ts'

/** "Veterinary & Pet Clinics" → "/veterinary-and-pet-clinics". */
export function addressOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return slug ? `/${slug}` : ''
}

/** The file a new page at `address` is kept in: pages/<name>.yaml. */
export const fileOf = (address: string) => `pages/${address.slice(1)}.yaml`

const plainAddress = /^\/[a-z0-9]+(-[a-z0-9]+)*$/

/** Why a copy cannot be made with this name and address, or undefined when it can. */
export function copyBlocked(name: string, address: string, pages: { file: string; path: string }[]): string | undefined {
  if (!name.trim()) return words.needName
  if (!plainAddress.test(address)) return words.badAddress
  if (pages.some((p) => p.path === address)) return words.addressTaken(address)
  if (pages.some((p) => p.file === fileOf(address))) return words.nameTaken(address.slice(1))
  const reserved = reservedPaths[address]
  return reserved ? words.reserved(address, reserved) : undefined
}
