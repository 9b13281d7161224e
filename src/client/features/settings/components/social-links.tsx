import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { SettingsLink } from '../../../../domain/settings'
import { StrokeIcon } from '../../../ui/stroke-icon'
import { useSettings } from '../../../data/settings/get-settings'
import './settings.css'

export function SocialLinks() {
  const { t } = useLingui()
  const links = useSettings()?.links ?? []
  if (links.length === 0) return null
  return (
    <ul className="social-links" aria-label={t`Follow us`}>
      {links.map((link) => (
        <li key={link.url}>
          <a
            className="social-links__link"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <SocialIcon link={link} />
            <span>{link.title}</span>{' '}
            <span className="visually-hidden">
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}

type Network = 'facebook' | 'instagram' | 'youtube' | 'other'

function networkOf(url: string): Network {
  const host = new URL(url).hostname.replace(/^www\./, '')
  if (host === 'facebook.com' || host === 'fb.com') return 'facebook'
  if (host === 'instagram.com') return 'instagram'
  if (host === 'youtube.com' || host === 'youtu.be') return 'youtube'
  return 'other'
}

/** Drawn for this shop, not the networks' logos. */
const NETWORK_ICONS: Record<Network, ReactNode> = {
  facebook: <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6v4h3v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h2z" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
  other: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </>
  ),
}

function SocialIcon({ link }: { link: SettingsLink }) {
  return <StrokeIcon>{NETWORK_ICONS[networkOf(link.url)]}</StrokeIcon>
}
