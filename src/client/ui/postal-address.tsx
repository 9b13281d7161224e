import { Fragment } from 'react'

export interface PostalAddressFields {
  firstName: string
  lastName: string
  company?: string
  address1: string
  address2?: string
  postcode: string
  city: string
  phone?: string
}

/** A postal address as Norwegian post writes it: name, company, street, postcode and town. */
export function PostalAddress({
  address,
  withPhone = false,
  className,
}: {
  address: PostalAddressFields
  withPhone?: boolean
  className?: string
}) {
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.company,
    address.address1,
    address.address2,
    `${address.postcode} ${address.city}`,
    withPhone ? address.phone : undefined,
  ].filter((line): line is string => Boolean(line))
  return (
    <address className={className}>
      {lines.map((line, index) => (
        <Fragment key={`${index}:${line}`}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </address>
  )
}
