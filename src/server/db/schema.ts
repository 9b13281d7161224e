/**
 * The database schema (drizzle), the same on PGlite and PostgreSQL. Change it here, then run
 * `npm run db:generate` to write the next SQL migration into `migrations/`.
 *
 * Stores: the parts catalogue (vehicle makes → model series → vehicle variants, the category
 * tree, articles and which vehicles they fit), the demo registration numbers and the
 * registry's cached answers (registration look-up), the messages sent through the contact
 * form, user accounts with their sessions and garages, the server's generated secrets, the
 * shop's own settings (one row) and the server carts with the requests applied to them.
 * Field names follow the parts provider's (TecDoc-style). Money is integer øre
 * including 25 % MVA; construction dates are integers `yyyymm` (e.g. 201208), `null` in
 * `*_to` meaning "still produced".
 */
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

/** Vehicle variants ("types"): one engine/power version of a model series. */
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
    /** Displacement in cm³; `null` for electric vehicles. */
    ccmTech: integer('ccm_tech'),
    powerKwFrom: integer('power_kw_from').notNull(),
    powerHpFrom: integer('power_hp_from').notNull(),
    fuel: text('fuel').notNull(),
    /** Engine code; shown as "N/A" when absent. */
    motorCode: text('motor_code'),
  },
  (table) => [index('vehicles_model_id_idx').on(table.modelId)],
)

/** The category tree: slugs are Norwegian and stable. */
export const categories = pgTable(
  'categories',
  {
    slug: text('slug').primaryKey(),
    nameNo: text('name_no').notNull(),
    nameEn: text('name_en').notNull(),
    parentSlug: text('parent_slug').references((): AnyPgColumn => categories.slug),
    /** Part-type (generic article) ids shown in this category; may be empty. */
    partTypeIds: integer('part_type_ids').array().notNull().default(sql`'{}'::integer[]`),
    sortIndex: integer('sort_index').notNull().default(0),
  },
  (table) => [index('categories_parent_slug_idx').on(table.parentSlug)],
)

/**
 * The distinct article names (a few hundred, whatever the catalogue's size), refreshed with
 * the catalogue (`refreshNameTables`). Free-text search matches words against these and the
 * brands, then reads the articles by name — instead of matching every article's name.
 */
export const articleNames = pgTable('article_names', {
  nameNo: text('name_no').primaryKey(),
  nameEn: text('name_en').notNull(),
  articleCount: integer('article_count').notNull().default(0),
  /**
   * Both names folded for search ('NO | EN'), and their heads (before the first comma):
   * folding is string work the embedded database does slowly, so it is done once per name.
   */
  searchText: text('search_text').generatedAlwaysAs(
    sql`${foldedSql('name_no')} || ' | ' || ${foldedSql('name_en')}`,
  ),
  searchHead: text('search_head').generatedAlwaysAs(
    sql`${foldedSql("split_part(name_no, ',', 1)")} || ' | ' || ${foldedSql("split_part(name_en, ',', 1)")}`,
  ),
})

/**
 * Aftermarket brands (data suppliers) with their URL slug — the brand filter's values — and
 * how many articles each has, counted when the catalogue is loaded (`refreshBrands`).
 */
export const brands = pgTable('brands', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull().unique(),
  articleCount: integer('article_count').notNull().default(0),
  /** The name folded for search (see `articleNames.searchText`). */
  searchText: text('search_text').generatedAlwaysAs(sql`${foldedSql('name')}`),
})

/**
 * One row counting changes to the catalogue's small tables (brands, makes, model series,
 * article names, categories), bumped by triggers on them. Instances keep what they derive
 * from those tables (search vocabulary, category tree) until it moves, so every instance on
 * one database answers alike without reading the tables on each request.
 */
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
    /** Search key of the number: `normalizePartNumber` (src/domain/article-number.ts). */
    articleNumberNorm: text('article_number_norm').notNull(),
    mfrName: text('mfr_name').notNull(),
    articleNameNo: text('article_name_no').notNull(),
    articleNameEn: text('article_name_en').notNull(),
    /** Part type (generic article id), e.g. 7 = oil filter; links articles to categories. */
    partTypeId: integer('part_type_id').notNull(),
    /** Price in øre incl. MVA. */
    price: integer('price').notNull(),
    /** Discount in øre incl. MVA, subtracted from `price`. */
    discount: integer('discount').notNull().default(0),
    /**
     * What can be sold now: pieces on the shelf less those held for unpaid orders
     * (`stock_reservations`). Orders take from it with a conditional update, so it never
     * goes below zero.
     */
    stock: integer('stock').notNull().default(0),
    /** Days the supplier needs; above 0 the article may be ordered beyond stock (backorder). */
    leadTimeDays: smallint('lead_time_days').notNull().default(0),
    ean: text('ean'),
    /** Average rating, whole stars 0–5. */
    rating: smallint('rating').notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Shown among the featured products. */
    featured: boolean('featured').notNull().default(false),
    /** When an admin last marked it featured: the front page shows the newest marks first. */
    featuredAt: timestamp('featured_at', { withTimezone: true }),
  },
  (table) => [
    unique('articles_mfr_name_article_number_key').on(table.mfrName, table.articleNumber),
    index('articles_article_number_idx').on(table.articleNumber),
    index('articles_article_number_norm_idx').on(table.articleNumberNorm),
    index('articles_ean_idx').on(table.ean),
    index('articles_part_type_id_idx').on(table.partTypeId),
    // Search reads each matched name's and brand's articles in id order, a bounded run each,
    // from the index alone (it holds the other column the ranking tests).
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
    // Listings sorted by price (after discount) or rating, without sorting the whole table.
    index('articles_net_price_idx').on(sql`(${table.price} - ${table.discount})`, table.articleId),
    index('articles_rating_idx').on(table.rating.desc(), table.reviews.desc(), table.articleId),
    // The front page's featured articles, read in order without touching the others.
    index('articles_featured_idx')
      .on(table.featuredAt.desc().nullsLast(), table.rating.desc(), table.reviews.desc())
      .where(sql`${table.featured}`),
    // The admin dashboard's low stock (LOW_STOCK_LIMIT in src/domain/admin.ts is this 5).
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

/** Fitment: which vehicle variants an article fits. */
export const articleVehicles = pgTable(
  'article_vehicles',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.articleId, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => vehicles.carId, { onDelete: 'cascade' }),
    /**
     * The article's part type, copied from `articles.part_type_id` so that "parts of these
     * types for this vehicle" (the catalogue's main listing) is answered by the index alone.
     */
    partTypeId: integer('part_type_id').notNull(),
    /*
     * The article's listing columns, copied by triggers (migration 0018) so that a vehicle's
     * parts, filtered and sorted, are one range of one index: a page reads that page, not
     * every part the vehicle has.
     */
    /** Price after discount, øre. */
    netPrice: integer('net_price').notNull().default(0),
    inStock: boolean('in_stock').notNull().default(false),
    rating: smallint('rating').notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    mfrName: text('mfr_name').notNull().default(''),
    nameNo: text('name_no').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
  },
  (table) => {
    // Behind each sort's keys, the columns the filters test, so a filtered page is read from
    // the index alone.
    const filtered = [table.partTypeId, table.inStock, table.mfrName] as const
    return [
      primaryKey({ columns: [table.articleId, table.carId] }),
      // In article order per vehicle (the shop's own order), also the facets' first rows.
      index('article_vehicles_car_article_idx').on(
        table.carId,
        table.articleId,
        ...filtered,
        table.netPrice,
        table.rating,
      ),
      // A category of the vehicle's parts (its part types) in one range: its count and facets.
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

/** Vehicle makers' own (OE) numbers an article replaces, e.g. VW "5Q0 615 301 F". */
export const articleOeNumbers = pgTable(
  'article_oe_numbers',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.articleId, { onDelete: 'cascade' }),
    /** The vehicle maker, as in `manufacturers.manu_name`, e.g. "Volkswagen". */
    brand: text('brand').notNull(),
    oeNumber: text('oe_number').notNull(),
    /** Search key: `normalizePartNumber(oeNumber)`. */
    oeNumberNorm: text('oe_number_norm').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.brand, table.oeNumberNorm] }),
    index('article_oe_numbers_norm_idx').on(table.oeNumberNorm),
  ],
)

/** Technical criteria of an article (diameter, thickness, voltage …), in display order. */
export const articleCriteria = pgTable(
  'article_criteria',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.articleId, { onDelete: 'cascade' }),
    sortIndex: integer('sort_index').notNull(),
    nameNo: text('name_no').notNull(),
    nameEn: text('name_en').notNull(),
    /** The value as shown in Norwegian, e.g. "ventilert" (numbers are the same in both). */
    value: text('value').notNull(),
    valueEn: text('value_en').notNull(),
    unit: text('unit'),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.sortIndex] })],
)

/** Messages sent with the contact form (`POST /api/contact/send/email`). */
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
  // The admin dashboard's latest messages.
  (table) => [index('contact_messages_created_idx').on(table.createdAt.desc())],
)

/**
 * Demo registration numbers of the embedded vehicle registry: which catalogue variant(s) a
 * plate is, and when the car was first registered. A plate with several rows is a car the
 * registry cannot tell apart from its facts alone; the shop lets the user choose.
 */
export const demoRegistrations = pgTable(
  'demo_registrations',
  {
    /** Normalised: `EK39085` (src/domain/registration.ts). */
    registrationNumber: text('registration_number').notNull(),
    carId: integer('car_id')
      .notNull()
      .references(() => vehicles.carId, { onDelete: 'cascade' }),
    firstRegistration: date('first_registration', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.registrationNumber, table.carId] })],
)

/**
 * Answers of the national vehicle registry (Statens vegvesen), one row per plate, kept for a
 * day so a plate asked again — by any server instance — costs no quota. `facts` is `null`
 * when the registry knows no such plate. Errors are never stored.
 */
export const registryLookups = pgTable('registry_lookups', {
  /** Normalised: `EK39085`. */
  registrationNumber: text('registration_number').primaryKey(),
  facts: jsonb('facts'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * User accounts. `email` is stored trimmed and lower-cased, so the unique
 * constraint is case-blind; `password_hash` is an argon2id PHC string
 * (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`), never the password.
 */
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
    /** Path of the profile picture under the API host (`/api/uploads/avatars/…`), or none. */
    avatar: text('avatar'),
    /** Prices shown with MVA (`incl`) or without (`excl`, trade customers); null until chosen. */
    priceDisplay: text('price_display', { enum: PRICE_DISPLAYS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('users_email_key').on(table.email),
    // Guard: the unique key is case-blind only if every address is stored normalised.
    check('users_email_normalized_check', sql`${table.email} = lower(btrim(${table.email}))`),
    check('users_role_check', sql`${table.role} in ('USER', 'ADMIN')`),
    check('users_price_display_check', sql`${table.priceDisplay} in ('incl', 'excl')`),
  ],
)

/**
 * Signed-in sessions: each session token names one row by its `sid`, and holds only while
 * the row exists and `expires_at` (the token's own 7 days) has not passed. Ending a session
 * deletes its row; expired rows are deleted when their user signs in again.
 */
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

/**
 * The vehicles an account keeps: catalogue variants by carId,
 * newest first by `added_at`; at most GARAGE_MAX_VEHICLES per user (src/domain/garage.ts),
 * enforced when one is added. Names are read from the catalogue, never stored here.
 */
export const garageVehicles = pgTable(
  'garage_vehicles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => vehicles.carId, { onDelete: 'cascade' }),
    /** The year chosen in the year picker, when the vehicle came from it. */
    year: smallint('year'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.carId] }),
    // One user's garage, newest first, without sorting.
    index('garage_vehicles_user_added_idx').on(table.userId, table.addedAt.desc()),
  ],
)

/**
 * The job lists of accounts (src/domain/job-list.ts): ids made on the device, the list's
 * fields as the device sent them (lines as jsonb, checked by the shared zod schema), and the
 * device's `updated_at`, by which the later copy of a list wins. A deleted list keeps its row
 * with `deleted_at` set and its content emptied, so a copy sent later by another device cannot
 * bring it back. At most JOB_LISTS_MAX live lists per user, enforced when one is added.
 */
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

/**
 * The wishlist and compare list of accounts: which articles, in the order added, each with
 * the snapshot the device took when it was added (src/domain/saved-article.ts: the price as
 * it was then), checked by the shared zod schema. At most WISHLIST_MAX and COMPARE_MAX.
 */
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

/**
 * Secrets the server generates for itself on first start, by name (`jwt`: the key that signs
 * session tokens when JWT_SECRET is not set). Kept in the database, not the data folder, so
 * every instance sharing a PostgreSQL database signs and checks tokens with the same key.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The shop's settings (`GET /api/setting/settings`, src/domain/settings.ts): a single row,
 * `id` 1, held there by a check. Scalar fields are columns with the database's own checks;
 * the two lists are jsonb, checked with the shared zod schema when read. Seeded with the
 * demo shop on first start (seed/shop-settings.ts).
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    companyName: text('company_name').notNull(),
    /** Organisation number, nine digits without spaces. */
    orgNr: text('org_nr').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    street: text('street').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    openingHours: jsonb('opening_hours')
      .$type<OpeningHours[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Social links `{ title, url }`, in display order. */
    links: jsonb('links').$type<SettingsLink[]>().notNull().default(sql`'[]'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('shop_settings_single_row_check', sql`${table.id} = 1`),
    check('shop_settings_org_nr_check', sql`${table.orgNr} ~ '^[0-9]{9}$'`),
    check('shop_settings_postcode_check', sql`${table.postcode} ~ '^[0-9]{4}$'`),
  ],
)

/**
 * Server carts. The id is public and unguessable (a
 * random uuid): it is all an anonymous cart needs. A cart created with a session token
 * belongs to that user, and so does an anonymous one updated with theirs. `version` starts at 1 and goes up by one with every applied update.
 * Prices are not stored: every answer prices the lines from the catalogue.
 */
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

/**
 * A cart's lines, one per article, in the device's order (`position`). `version` is the cart
 * version that last set this line's quantity. No options: no catalogue article offers any, so
 * a line with options is dropped (src/domain/cart.ts rules).
 */
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

/**
 * The requests applied to carts, by their `Idempotency-Key` (unique over all carts): the hash
 * of what was asked and the answer given, so a replay gets the same answer without being
 * applied again, and the same key with another body is refused. Kept for a week
 * (CART_REQUEST_RETENTION_DAYS); older ones are deleted when their cart is next updated.
 */
export const cartRequests = pgTable(
  'cart_requests',
  {
    key: text('key').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** sha256 (hex) of the request's route, cart id, base version and lines. */
    bodyHash: text('body_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cart_requests_cart_id_created_at_idx').on(table.cartId, table.createdAt)],
)

/**
 * Orders. The lines, priced by the server
 * when ordered, and both addresses are kept as JSON: an order is a record of what was bought
 * and where it goes, not a live view of the catalogue. `number` is what the customer is told;
 * `token` the unguessable key of the success page. Money in øre incl. MVA.
 */
/** Order numbers: 100001, 100002, … (gaps where a transaction rolled back). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 })

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
    /**
     * The garage vehicle chosen when ordering (a catalogue carId, checked to exist then) and its
     * name as the catalogue gave it, so a vehicle's history lists the parts bought for it. No
     * foreign key: an order outlives a variant the catalogue drops.
     */
    carId: integer('car_id'),
    vehicleLabel: text('vehicle_label'),
    /** The shopper's language when ordering (`no`, `en`): the order's mails are in it. */
    locale: text('locale', { enum: ['no', 'en'] })
      .notNull()
      .default('no'),
    /**
     * A status change waiting on the payment provider (capture at shipping, the refund of a
     * cancelled order), claimed so a second admin is refused rather than drawing or paying
     * back twice; a claim older than TRANSITION_STALE_AFTER_S was left by a crash.
     */
    transitionTo: text('transition_to', { enum: ORDER_STATUSES }),
    transitionSince: timestamp('transition_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('orders_locale_check', sql`${table.locale} in ('no', 'en')`),
    index('orders_status_created_at_idx').on(table.status, table.createdAt.desc()),
    index('orders_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('orders_user_id_car_id_created_at_idx').on(table.userId, table.carId, table.createdAt),
    // The admin dashboard's orders today and latest orders.
    index('orders_created_at_idx').on(table.createdAt.desc()),
    // `GET /cart/mine` passes over the carts an order was made from.
    index('orders_cart_id_idx').on(table.cartId),
    check('orders_total_check', sql`${table.total} >= 0`),
  ],
)

/**
 * Every change of an order's status, and every refund, as it happened: when, who (a user id,
 * or `customer` for a guest, `payment`, `system`), from and to, and the details (carrier and
 * tracking number, øre paid back and which lines). Never changed once written.
 */
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

/**
 * Money paid back through the payment provider, one row per refund. `key` is the refund's
 * name at the provider: a retried request finds its row and pays back once. `pending` while
 * the provider is asked; what is pending or done counts as paid back.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    providerPaymentId: text('provider_payment_id').notNull(),
    /** Øre incl. MVA. */
    amount: integer('amount').notNull(),
    /** `[{ articleId, quantity }]`, the pieces paid back. */
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

/**
 * Parts a customer sends back within the return window (angrerett): which lines and pieces,
 * why, and where the return stands (REQUESTED → RECEIVED → REFUNDED, or REJECTED).
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `[{ articleId, quantity }]`. */
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

/**
 * `POST /order/create-order` requests by `Idempotency-Key`: claimed (`in_flight`) in a
 * transaction of its own before the order is made, so a second request with the key — on any
 * server instance — sees it and is answered 409; `done` once the order exists, with the
 * answer a replay gets. `bodyHash` tells a replay from another body with the same key (422).
 */
export const orderRequests = pgTable('order_requests', {
  key: text('key').primaryKey(),
  bodyHash: text('body_hash').notNull(),
  state: text('state', { enum: ['in_flight', 'done'] }).notNull(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  response: jsonb('response'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Stock held for an order, one row per article taken from `articles.stock`: `held` until the
 * order is paid (`converted`) or its payment fails, it is cancelled or `expires_at` passes
 * (`released`: the pieces go back to `articles.stock`). Pieces on the shelf = stock + held.
 */
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
    // Held pieces per article, and the expired ones to give back, without reading the rest.
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

/** Every admin change of an article's stock, price, lead time or featured flag: who, when, what. */
export const articleChanges = pgTable(
  'article_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.articleId, { onDelete: 'cascade' }),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The changed fields' values before and after, e.g. `{ "stock": 4 }` → `{ "stock": 10 }`. */
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
  },
  (table) => [index('article_changes_article_idx').on(table.articleId, table.changedAt.desc())],
)

/**
 * Card payments of orders, as the provider reported them (never a card number). One order may
 * have several (a declined card, then another); the provider's id is unique.
 */
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

/**
 * The built-in test payment provider's own book (it stands in for a card processor, which
 * keeps its payments itself): status, amount, and of the card only brand and last four digits.
 */
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
  /** Øre paid back so far; never more than `amount`. */
  refunded: integer('refunded').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The customers' address books. At most one default per
 * customer — the partial unique index refuses a second; the service keeps exactly one.
 */
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

/**
 * Fixed-window counters for rate limits (sign-in per IP + e-mail, the contact form per IP):
 * in the database, so every instance on one PostgreSQL counts the same attempts.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
})

/**
 * Mail the shop sends while no SMTP server is configured (the mail port's outbox adapter):
 * kept here for an admin to read, newest first.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    /** The plain-text part. */
    body: text('body').notNull(),
    /** The HTML part, when the mail has one. */
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_created_idx').on(table.createdAt.desc())],
)

/**
 * Every mail to a customer, by a key naming what it is (`order-confirmation:<order id>`):
 * the unique key makes each mail go out once, from whichever instance stores it first.
 * `sent_at` is set once the mail port took it; until then the mail sweep retries it at
 * `next_attempt_at`, at most MAIL_MAX_ATTEMPTS times (services/mail-delivery.ts).
 */
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

/**
 * Password reset tokens: only the SHA-256 of the token is kept (the token itself is only in
 * the mail). Valid until `expires_at`, while `used_at` is unset and while the account's
 * password hash still has `password_fingerprint` (its SHA-256 when the link was made): a
 * password changed any other way voids the link. A reset spends every token of its user.
 */
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

/**
 * Carts and job lists shared as a link: only the SHA-256 of the link's token is kept, so a
 * copy of the database opens no link. The owner is the signed-in user who shared it, or for
 * a guest the SHA-256 of its cart id and of the revoke key its device was given (secrets the
 * device holds). `lines` is jsonb
 * (src/domain/shared-list.ts), each with the unit price incl. MVA and the names at share
 * time, from the catalogue. A link works until `expires_at` and while `revoked_at` is unset.
 */
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
