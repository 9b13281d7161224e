import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '../../../ui/document-title'
import './information.css'

interface InformationArticleProps {
  id: string
  title: string
  lead: ReactNode
  className?: string
  children: ReactNode
}

export function InformationArticle({
  id,
  title,
  lead,
  className,
  children,
}: InformationArticleProps) {
  useDocumentTitle(title)
  return (
    <article
      className={className ? `page information-page ${className}` : 'page information-page'}
      aria-labelledby={id}
    >
      <h1 id={id}>{title}</h1>
      <p className="lead">{lead}</p>
      {children}
    </article>
  )
}

export function ContactUsLink() {
  return (
    <p>
      <Link to="/contact-us">
        <Trans>Contact us</Trans>
      </Link>
    </p>
  )
}
