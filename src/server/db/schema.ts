// The database schema, the same on PGlite and PostgreSQL; after a change run `npm run db:generate`.
// Money is integer øre incl. 25 % MVA; dates `yyyymm`, a null `*_to` means still produced.
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { MAX_LINE_QUANTITY } from '../../domain/cart'
import type { JobLine, JobVehicle } from '../../domain/job-list'
import type { SavedArticle } from '../../domain/saved-article'
import { RETURN_REASONS, RETURN_STATUSES } from '../../domain/order-lifecycle'
import { PRICE_DISPLAYS } from '../../domain/account'
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../domain/order-status'
import { foldedSql } from './folded-sql'
import type { OpeningHours, SettingsLink } from '../../domain/settings'

export const manufacturers = pgTable('manufacturers', {
  manuId: integer('manu_id').primaryKey(),
  manuName: text('manu_name').notNull().unique(),
})

export const modelSeries = pgTable(
  'model_series',
  {
    modelId: integer('model_id').primaryKey(),
    manuId: integer('manu_id')
      .notNull()
      .references(() => manufacturers.manuId),
    modelname: text('modelname').notNull(),
    yearOfConstrFrom: integer('year_of_constr_from').notNull(),
    yearOfConstrTo: integer('year_of_constr_to'),
  },
  (table) => [index('model_series_manu_id_idx').on(table.manuId)],
)

export const vehicles = pgTable(
  'vehicles',
  {
    carId: integer('car_id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => modelSeries.modelId),
    typeName: text('type_name').notNull(),
    yearOfConstrFrom: integer('year_of_constr_from').notNull(),
    yearOfConstrTo: integer('year_of_constr_to'),
    ccmTech: integer('ccm_tech'), // cm³; null for electric vehicles
    powerKwFrom: integer('power_kw_from').notNull(),
    powerHpFrom: integer('power_hp_from').notNull(),
    fuel: text('fuel').notNull(),
    motorCode: text('motor_code'), // shown as "N/A" when absent
  },
  (table) => [index('vehicles_model_id_idx').on(table.modelId)],
)

export const categories = pgTable(
  'categories',
  {
    slug: text('slug').primaryKey(),
    nameNo: text('name_no').notNull(),
    nameEn: text('name_en').notNull(),
    parentSlug: text('parent_slug').references((): AnyPgColumn => categories.slug),
    partTypeIds: integer('part_type_ids').array().notNull().default(sql`'{}'::integer[]`),
    sortIndex: integer('sort_index').notNull().default(0),
  },
  (table) => [index('categories_parent_slug_idx').on(table.parentSlug)],
)

// Free-text search matches words against these few hundred distinct names, not every article's
// name.
export const articleNames = pgTable('article_names', {
  nameNo: text('name_no').primaryKey(),
  nameEn: text('name_en').notNull(),
  articleCount: integer('article_count').notNull().default(0),
  /** Folded once per name: folding is string work the embedded database does slowly. */
  searchText: text('search_text').generatedAlwaysAs(
    sql`${foldedSql('name_no')} || ' | ' || ${foldedSql('name_en')}`,
  ),
  searchHead: text('search_head').generatedAlwaysAs(
    sql`${foldedSql("split_part(name_no, ',', 1)")} || ' | ' || ${foldedSql("split_part(name_en, ',', 1)")}`,
  ),
})

/** Counted when the catalogue is loaded (`refreshBrands`). */
export const brands = pgTable('brands', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull().unique(),
  articleCount: integer('article_count').notNull().default(0),
  searchText: text('search_text').generatedAlwaysAs(sql`${foldedSql('name')}`),
})

// Bumped by triggers on the small catalogue tables, so every instance refreshes what it derives
// from them alike.
export const catalogueGeneration = pgTable(
  'catalogue_generation',
  {
    id: smallint('id').primaryKey().default(1),
    generation: integer('generation').notNull().default(0),
  },
  (table) => [check('catalogue_generation_one_row', sql`${table.id} = 1`)],
)

export const articles = pgTable(
  'articles',
  {
    articleId: integer('article_id').primaryKey(),
    articleNumber: text('article_number').notNull(),
    articleNumberNorm: text('article_number_norm').notNull(), // normalizePartNumber
    mfrName: text('mfr_name').notNull(),
    articleNameNo: text('article_name_no').notNull(),
    articleNameEn: text('article_name_en').notNull(),
    partTypeId: integer('part_type_id').notNull(),
    price: integer('price').notNull(), // øre incl. MVA
    discount: integer('discount').notNull().default(0), // øre incl. MVA, subtracted from price
    // Shelf less held for unpaid orders; orders take from it with a conditional update, so never
    // below zero.
    stock: integer('stock').notNull().default(0),
    leadTimeDays: smallint('lead_time_days').notNull().default(0), // above 0: may be backordered
    ean: text('ean'),
    rating: smallint('rating').notNull().default(0), // whole stars 0–5
    reviews: integer('reviews').notNull().default(0),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    featured: boolean('featured').notNull().default(false),
    featuredAt: timestamp('featured_at', { withTimezone: true }), // front page: newest first
  },
  (table) => [
    unique('articles_mfr_name_article_number_key').on(table.mfrName, table.articleNumber),
    index('articles_article_number_idx').on(table.articleNumber),
    index('articles_article_number_norm_idx').on(table.articleNumberNorm),
    index('articles_ean_idx').on(table.ean),
    index('articles_part_type_id_idx').on(table.partTypeId),
    // Search reads each matched name's and brand's articles from the index alone.
    index('articles_name_article_brand_idx').on(
      table.articleNameNo,
      table.articleId,
      table.mfrName,
    ),
    index('articles_brand_article_name_idx').on(
      table.mfrName,
      table.articleId,
      table.articleNameNo,
    ),
    index('articles_net_price_idx').on(sql`(${table.price} - ${table.discount})`, table.articleId),
    index('articles_rating_idx').on(table.rating.desc(), table.reviews.desc(), table.articleId),
    index('articles_featured_idx')
      .on(table.featuredAt.desc().nullsLast(), table.rating.desc(), table.reviews.desc())
      .where(sql`${table.featured}`),
    // LOW_STOCK_LIMIT in src/domain/admin.ts is this 5.
    index('articles_low_stock_idx')
      .on(table.stock, table.articleId)
      .where(sql`${table.stock} <= 5`),
    check('articles_price_check', sql`${table.price} >= 0`),
    check('articles_discount_check', sql`${table.discount} between 0 and ${table.price}`),
    check('articles_stock_check', sql`${table.stock} >= 0`),
    check('articles_lead_time_days_check', sql`${table.leadTimeDays} between 0 and 365`),
    check('articles_rating_check', sql`${table.rating} between 0 and 5`),
  ],
)

export const articleVehicles = pgTable(
  'article_vehicles',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.articleId, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => vehicles.carId, { onDelete: 'cascade' }),
    // Copied from the article so a vehicle's parts of given types are answered by the index alone.
    partTypeId: integer('part_type_id').notNull(),
    // Listing columns copied by triggers (migration 0018): a vehicle's filtered, sorted page is one
    // index range.
    netPrice: integer('net_price').notNull().default(0), // øre, after discount
    inStock: boolean('in_stock').notNull().default(false),
    rating: smallint('rating').notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    mfrName: text('mfr_name').notNull().default(''),
    nameNo: text('name_no').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
  },
  (table) => {
    const filtered = [table.partTypeId, table.inStock, table.mfrName] as const
    return [
      primaryKey({ columns: [table.articleId, table.carId] }),
      index('article_vehicles_car_article_idx').on(
        table.carId,
        table.articleId,
        ...filtered,
        table.netPrice,
        table.rating,
      ),
      index('article_vehicles_car_part_type_idx').on(
        table.carId,
        table.partTypeId,
        table.inStock,
        table.mfrName,
        table.netPrice,
        table.rating,
      ),
      index('article_vehicles_car_price_idx').on(
        table.carId,
        table.netPrice,
        table.articleId,
        ...filtered,
        table.rating,
      ),
      index('article_vehicles_car_rating_idx').on(
        table.carId,
        table.rating.desc(),
        table.reviews.desc(),
        table.articleId,
        ...filtered,
        table.netPrice,
      ),
      index('article_vehicles_car_name_no_idx').on(
        table.carId,
        sql`(${table.nameNo} collate "C")`,
        table.articleId,
        ...filtered,
        table.netPrice,
        table.rating,
      ),
      index('article_vehicles_car_name_en_idx').on(
        table.carId,
        sql`(${table.nameEn} collate "C")`,
        table.articleId,
        ...filtered,
        table.netPrice,
        table.rating,
      ),
    ]
  },
)

export const articleOeNumbers = pgTable(
  'article_oe_numbers',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.articleId, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    oeNumber: text('oe_number').notNull(),
    oeNumberNorm: text('oe_number_norm').notNull(), // normalizePartNumber(oeNumber)
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.brand, table.oeNumberNorm] }),
    index('article_oe_numbers_norm_idx').on(table.oeNumberNorm),
  ],
)

export const articleCriteria = pgTable(
  'article_criteria',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.articleId, { onDelete: 'cascade' }),
    sortIndex: integer('sort_index').notNull(),
    nameNo: text('name_no').notNull(),
    nameEn: text('name_en').notNull(),
    value: text('value').notNull(), // Norwegian; numbers are the same in both
    valueEn: text('value_en').notNull(),
    unit: text('unit'),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.sortIndex] })],
)

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt.desc())],
)

// Several rows for one plate: a car the registry cannot tell apart; the shop lets the user choose.
export const demoRegistrations = pgTable(
  'demo_registrations',
  {
    registrationNumber: text('registration_number').notNull(),
    carId: integer('car_id')
      .notNull()
      .references(() => vehicles.carId, { onDelete: 'cascade' }),
    firstRegistration: date('first_registration', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.registrationNumber, table.carId] })],
)

// Vegvesen answers kept a day so a plate asked again costs no quota; null facts: no such plate.
// Errors are never stored.
export const registryLookups = pgTable('registry_lookups', {
  registrationNumber: text('registration_number').primaryKey(),
  facts: jsonb('facts'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Email stored trimmed and lower-cased, so the unique key is case-blind. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['USER', 'ADMIN'] })
      .notNull()
      .default('USER'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    avatar: text('avatar'),
    priceDisplay: text('price_display', { enum: PRICE_DISPLAYS }), // null until chosen
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('users_email_key').on(table.email),
    check('users_email_normalized_check', sql`${table.email} = lower(btrim(${table.email}))`),
    check('users_role_check', sql`${table.role} in ('USER', 'ADMIN')`),
    check('users_price_display_check', sql`${table.priceDisplay} in ('incl', 'excl')`),
  ],
)

// A token holds only while its row exists and has not expired; expired rows go at the user's next
// sign-in.
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
)

/** Names are read from the catalogue, never stored here. */
export const garageVehicles = pgTable(
  'garage_vehicles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => vehicles.carId, { onDelete: 'cascade' }),
    year: smallint('year'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.carId] }),
    index('garage_vehicles_user_added_idx').on(table.userId, table.addedAt.desc()),
  ],
)

// A deleted list keeps its emptied row so a copy sent later by another device cannot bring it back.
export const jobLists = pgTable(
  'job_lists',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    customer: text('customer'),
    vehicle: jsonb('vehicle').$type<JobVehicle>(),
    lines: jsonb('lines').$type<JobLine[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('job_lists_user_updated_idx').on(table.userId, table.updatedAt.desc())],
)

export const savedListArticles = pgTable(
  'saved_list_articles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.articleId, { onDelete: 'cascade' }),
    snapshot: jsonb('snapshot').$type<SavedArticle>().notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.list, table.articleId] }),
    check('saved_list_articles_list_check', sql`${table.list} in ('wishlist', 'compare')`),
  ],
)

// In the database, not the data folder, so every instance on one PostgreSQL signs tokens with the
// same key.
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A single row, held to id 1 by a check. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    companyName: text('company_name').notNull(),
    orgNr: text('org_nr').notNull(), // nine digits, no spaces
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    street: text('street').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    openingHours: jsonb('opening_hours')
      .$type<OpeningHours[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    links: jsonb('links').$type<SettingsLink[]>().notNull().default(sql`'[]'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('shop_settings_single_row_check', sql`${table.id} = 1`),
    check('shop_settings_org_nr_check', sql`${table.orgNr} ~ '^[0-9]{9}$'`),
    check('shop_settings_postcode_check', sql`${table.postcode} ~ '^[0-9]{4}$'`),
  ],
)

/** The id is an unguessable uuid: all an anonymous cart needs. Prices are not stored. */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('carts_user_id_idx').on(table.userId),
    check('carts_version_check', sql`${table.version} >= 1`),
  ],
)

/** A line with options is dropped: no catalogue article offers any. */
export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.articleId, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    quantity: smallint('quantity').notNull(),
    version: integer('version').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.cartId, table.articleId] }),
    check(
      'cart_lines_quantity_check',
      sql`${table.quantity} between 1 and ${sql.raw(String(MAX_LINE_QUANTITY))}`,
    ),
    check('cart_lines_position_check', sql`${table.position} >= 0`),
  ],
)

/** A replay gets the stored answer; the same key with another body is refused. */
export const cartRequests = pgTable(
  'cart_requests',
  {
    key: text('key').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    bodyHash: text('body_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cart_requests_cart_id_created_at_idx').on(table.cartId, table.createdAt)],
)

// Lines and addresses kept as JSON: an order records what was bought, not a live view of the
// catalogue.
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 }) // gaps: rollbacks

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').notNull().unique().default(sql`nextval('order_number_seq')`),
    token: text('token').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    phone: text('phone'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('PENDING'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    deliveryMethod: text('delivery_method').notNull(),
    items: jsonb('items').notNull(),
    quantity: integer('quantity').notNull(),
    subtotal: integer('subtotal').notNull(),
    shipping: integer('shipping').notNull(),
    tax: integer('tax').notNull(),
    total: integer('total').notNull(),
    shippingAddress: jsonb('shipping_address').notNull(),
    billingAddress: jsonb('billing_address'),
    comment: text('comment'),
    cartId: uuid('cart_id'),
    /** No foreign key: an order outlives a variant the catalogue drops. */
    carId: integer('car_id'),
    vehicleLabel: text('vehicle_label'),
    locale: text('locale', { enum: ['no', 'en'] }) // the order's mails are in this language
      .notNull()
      .default('no'),
    /** Claimed so a second admin is refused rather than drawing or paying back twice. */
    transitionTo: text('transition_to', { enum: ORDER_STATUSES }),
    transitionSince: timestamp('transition_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('orders_locale_check', sql`${table.locale} in ('no', 'en')`),
    index('orders_status_created_at_idx').on(table.status, table.createdAt.desc()),
    index('orders_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('orders_user_id_car_id_created_at_idx').on(table.userId, table.carId, table.createdAt),
    index('orders_created_at_idx').on(table.createdAt.desc()),
    index('orders_cart_id_idx').on(table.cartId),
    check('orders_total_check', sql`${table.total} >= 0`),
  ],
)

/** Never changed once written. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    details: jsonb('details').notNull().default({}),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.createdAt)],
)

/** The key is the refund's name at the provider: a retry pays back once. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amount: integer('amount').notNull(), // øre incl. MVA
    lines: jsonb('lines').notNull(),
    returnId: uuid('return_id'),
    actor: text('actor').notNull(),
    state: text('state', { enum: ['pending', 'done'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId),
    check('refunds_amount_check', sql`${table.amount} > 0`),
  ],
)

/** Angrerett returns. */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lines: jsonb('lines').notNull(),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    comment: text('comment'),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('REQUESTED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('return_requests_order_idx').on(table.orderId),
    index('return_requests_status_idx').on(table.status, table.createdAt.desc()),
  ],
)

// Claimed in a transaction of its own before the order is made, so a second request on any instance
// gets 409.
export const orderRequests = pgTable('order_requests', {
  key: text('key').primaryKey(),
  bodyHash: text('body_hash').notNull(),
  state: text('state', { enum: ['in_flight', 'done'] }).notNull(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  response: jsonb('response'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Pieces on the shelf = stock + held. */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.articleId, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    state: text('state', { enum: ['held', 'converted', 'released'] })
      .notNull()
      .default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.articleId] }),
    index('stock_reservations_held_idx')
      .on(table.articleId, table.expiresAt)
      .where(sql`${table.state} = 'held'`),
    check('stock_reservations_quantity_check', sql`${table.quantity} > 0`),
    check(
      'stock_reservations_state_check',
      sql`${table.state} in ('held', 'converted', 'released')`,
    ),
  ],
)

export const articleChanges = pgTable(
  'article_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.articleId, { onDelete: 'cascade' }),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
  },
  (table) => [index('article_changes_article_idx').on(table.articleId, table.changedAt.desc())],
)

/** Never a card number. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payments_order_id_idx').on(table.orderId)],
)

/** Like a card processor, keeps of the card only brand and last four digits. */
export const testProviderPayments = pgTable('test_provider_payments', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status', {
    enum: ['requires_payment_method', 'requires_action', 'succeeded', 'failed', 'cancelled'],
  }).notNull(),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  failure: text('failure'),
  refunded: integer('refunded').notNull().default(0), // never more than amount
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The partial unique index refuses a second default. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    country: text('country').notNull().default('NO'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state'),
    postcode: text('postcode').notNull(),
    email: text('email'),
    phone: text('phone'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('addresses_user_id_idx').on(table.userId, table.createdAt),
    uniqueIndex('addresses_one_default_idx').on(table.userId).where(sql`${table.isDefault}`),
  ],
)

/** In the database, so every instance on one PostgreSQL counts the same attempts. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
})

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_created_idx').on(table.createdAt.desc())],
)

/** The unique key makes each mail go out once, from whichever instance stores it first. */
export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_deliveries_unsent_idx').on(table.nextAttemptAt).where(sql`sent_at is null`),
  ],
)

// Only the token's SHA-256 is kept; a password changed any other way voids the link
// (password_fingerprint).
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    passwordFingerprint: text('password_fingerprint').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
)

/** Only the token's SHA-256 is kept, so a copy of the database opens no link. */
export const sharedLists = pgTable(
  'shared_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: ['cart', 'job'] }).notNull(),
    title: text('title'),
    vehicle: jsonb('vehicle'),
    lines: jsonb('lines').notNull(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    ownerCartHash: text('owner_cart_hash'),
    ownerKeyHash: text('owner_key_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    check('shared_lists_kind_check', sql`${table.kind} in ('cart', 'job')`),
    index('shared_lists_owner_user_idx').on(table.ownerUserId),
  ],
)
