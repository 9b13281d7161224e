/**
 * Static content in both languages: articles, not interface text. Slugs are shared, so
 * switching language keeps the post.
 */
import type { Locale } from '../../../domain/locale'

export type BlogBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }

interface BlogPostText {
  title: string
  excerpt: string
  body: BlogBlock[]
}

export interface BlogPost {
  slug: string
  /** ISO date, `yyyy-mm-dd`. */
  published: string
  text: Record<Locale, BlogPostText>
}

const p = (text: string): BlogBlock => ({ kind: 'paragraph', text })
const h = (text: string): BlogBlock => ({ kind: 'heading', text })
const ul = (...items: string[]): BlogBlock => ({ kind: 'list', ordered: false, items })
const ol = (...items: string[]): BlogBlock => ({ kind: 'list', ordered: true, items })

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    slug: 'elbil-hva-slites',
    published: '2026-11-10',
    text: {
      no: {
        title: 'Elbil: hva slites?',
        excerpt:
          'En elbil har ingen motorolje, tennplugger eller registerreim – men den slites likevel. Her er delene elbileiere bør følge med på.',
        body: [
          p(
            'Elmotoren trenger nesten ikke vedlikehold, men en elbil er fortsatt en bil med bremser, dekk, hjuloppheng og kupéfilter. Noen deler slites til og med raskere enn på en bensin- eller dieselbil.',
          ),
          h('Bremseskiver som ruster'),
          p(
            'Elbilen bremser mest med motoren (regenerering), så de mekaniske bremsene brukes lite. Da ruster skivene, og stempler og glidepinner kan sette seg fast, særlig når det er salt på veiene. Brems kraftig noen ganger i blant der det er trygt, så holdes skivene blanke.',
          ),
          p(
            'Bremsevæsken trekker til seg fuktighet og bør byttes annethvert år, som på andre biler.',
          ),
          h('Dekk og hjuloppheng'),
          p(
            'Batteriet gjør bilen tung, og dreiemomentet kommer med en gang. Det sliter på dekkene og på bærearmer, foringer og kuleledd. Sjekk mønsterdybden oftere enn du er vant til, og lytt etter klonking fra forstillingen.',
          ),
          h('12-voltsbatteriet'),
          p(
            'Også elbilen har et vanlig 12-voltsbatteri, som driver elektronikken og kobler inn høyspentbatteriet. Når en elbil ikke vil starte, er det oftest dette batteriet som er svakt.',
          ),
          h('Filter og væsker'),
          p(
            'Kupéfilteret bør byttes hvert år, gjerne før pollensesongen. Høyspentbatteriet og elmotoren har egne kjølekretser med kjølevæske som kontrolleres etter bilprodusentens serviceplan.',
          ),
          p('Legg bilen din i garasjen, så viser vi hvilke deler som passer den.'),
        ],
      },
      en: {
        title: 'Electric cars: what wears out?',
        excerpt:
          'An electric car has no engine oil, spark plugs or timing belt – but it still wears. These are the parts EV owners should keep an eye on.',
        body: [
          p(
            'The electric motor needs almost no maintenance, but an electric car is still a car with brakes, tyres, suspension and a cabin filter. Some parts even wear faster than on a petrol or diesel car.',
          ),
          h('Brake discs that rust'),
          p(
            'An electric car brakes mostly with its motor (regeneration), so the friction brakes see little use. The discs rust, and pistons and slide pins can seize, especially when there is salt on the roads. Brake hard now and then where it is safe, to keep the discs clean.',
          ),
          p('Brake fluid absorbs moisture and should be changed every other year, as on any car.'),
          h('Tyres and suspension'),
          p(
            'The battery makes the car heavy, and the torque comes at once. That wears the tyres and the control arms, bushes and ball joints. Check the tread depth more often than you are used to, and listen for knocks from the front suspension.',
          ),
          h('The 12-volt battery'),
          p(
            'An electric car also has an ordinary 12-volt battery, which runs the electronics and switches on the high-voltage battery. When an electric car will not start, this battery is usually the one to blame.',
          ),
          h('Filters and fluids'),
          p(
            'Change the cabin filter every year, preferably before the pollen season. The high-voltage battery and the motor have their own coolant circuits, checked according to the carmaker’s service schedule.',
          ),
          p('Put your car in the garage, and we show which parts fit it.'),
        ],
      },
    },
  },
  {
    slug: 'vinterdekk-og-batteri',
    published: '2026-10-20',
    text: {
      no: {
        title: 'Vinterdekk og batteri: klar for kulda',
        excerpt:
          'Før første frostnatt: sjekk mønsterdybden på vinterdekkene og at batteriet tåler en kald morgen.',
        body: [
          h('Vinterdekk'),
          p(
            'Loven krever minst 3 mm mønsterdybde på vinterdekk i vintersesongen, men dekkene mister mye grep lenge før det. Mange anbefaler å bytte ved 4–5 mm. Mål med en mønsterdybdemåler i hovedmønsteret, flere steder på hvert dekk.',
          ),
          p(
            'Gummien herdes med årene: dekk som er mer enn seks år gamle, griper dårligere selv med god mønsterdybde. Produksjonsuken står på dekksiden i DOT-koden – 3921 betyr uke 39 i 2021.',
          ),
          p(
            'Piggdekk er tillatt fra 1. november, og fra 16. oktober i Nordland, Troms og Finnmark – tidligere når føret krever det. Noen byer tar piggdekkgebyr.',
          ),
          h('Batteriet'),
          p(
            'Kulde reduserer batteriets kapasitet samtidig som motoren trenger mer strøm for å starte. Et batteri som så vidt klarte seg i september, kan svikte den første kalde morgenen. De fleste startbatterier varer fem til sju år.',
          ),
          ul(
            'Mål hvilespenningen med et multimeter etter at bilen har stått noen timer: 12,6 V er fulladet, under 12,4 V bør batteriet lades.',
            'Holder batteriet ikke spenningen etter lading, eller drar startmotoren tregt, er det på tide å bytte.',
            'Biler med start-stopp trenger AGM- eller EFB-batteri, ikke et vanlig batteri.',
            'Mange nyere biler må få det nye batteriet registrert med et diagnoseverktøy, ellers lader bilen det feil.',
          ),
          p('Søk på registreringsnummeret ditt, så viser vi batteriene som passer bilen.'),
        ],
      },
      en: {
        title: 'Winter tyres and battery: ready for the cold',
        excerpt:
          'Before the first frosty night: check the tread depth of your winter tyres and that the battery can take a cold morning.',
        body: [
          h('Winter tyres'),
          p(
            'Norwegian law requires at least 3 mm of tread on winter tyres in the winter season, but tyres lose much of their grip long before that. Many recommend changing at 4–5 mm. Measure with a tread depth gauge in the main grooves, in several places on each tyre.',
          ),
          p(
            'Rubber hardens with age: tyres more than six years old grip less even with good tread. The week of manufacture is on the sidewall in the DOT code – 3921 means week 39 of 2021.',
          ),
          p(
            'Studded tyres are allowed from 1 November, and from 16 October in Nordland, Troms and Finnmark – earlier when the roads call for it. Some cities charge a studded-tyre fee.',
          ),
          h('The battery'),
          p(
            'Cold reduces the battery’s capacity just as the engine needs more power to start. A battery that barely coped in September can fail on the first cold morning. Most starter batteries last five to seven years.',
          ),
          ul(
            'Measure the resting voltage with a multimeter after the car has stood for a few hours: 12.6 V is fully charged; below 12.4 V the battery needs charging.',
            'If the battery does not hold its voltage after charging, or the starter turns slowly, it is time to replace it.',
            'Cars with start-stop need an AGM or EFB battery, not an ordinary one.',
            'Many newer cars need the new battery registered with a diagnostic tool, or the car charges it wrongly.',
          ),
          p('Search for your registration number, and we show the batteries that fit your car.'),
        ],
      },
    },
  },
  {
    slug: 'slik-bytter-du-bremseklosser',
    published: '2026-09-14',
    text: {
      no: {
        title: 'Slik bytter du bremseklosser',
        excerpt:
          'Nye bremseklosser foran er en av de enkleste bremsejobbene du kan gjøre selv. Slik gjør du det trygt, trinn for trinn.',
        body: [
          p(
            'Bremseklosser er en slitedel. Hører du en metallisk hvin når du bremser, lyser slitasjevarselet, eller er belegget tynnere enn 3 mm, er det på tide å bytte. Bytt alltid begge sider på samme aksel samtidig, så bilen bremser likt.',
          ),
          h('Dette trenger du'),
          ul(
            'Nye bremseklosser til riktig aksel – søk på registreringsnummeret ditt',
            'Jekk og bukker (aldri bare jekken)',
            'Pipenøkkel, momentnøkkel og ofte en torx- eller unbrakopipe',
            'Stempelpresse eller en stor skrutvinge',
            'Bremserens og bremsepasta',
          ),
          h('Slik gjør du det'),
          ol(
            'Løsne hjulboltene litt mens bilen står på bakken, jekk opp og sett bilen på bukker. Ta av hjulet.',
            'Skru ut styreboltene på bremsecaliperen og løft caliperen av. La den ikke henge i bremseslangen – heng den opp med en strips.',
            'Ta ut de gamle klossene og se på bremseskiven. Er den riflet, har den kant, eller er den tynnere enn minstemålet som står på skiven, bør skivene byttes samtidig.',
            'Press stempelet forsiktig tilbake med stempelpressen. Følg med på nivået i bremsevæskebeholderen, så den ikke renner over.',
            'Rengjør festene med bremserens, smør litt bremsepasta på kontaktflatene – aldri på belegget – og sett inn de nye klossene.',
            'Sett caliperen på plass og trekk styreboltene til med momentet fra verkstedhåndboken. Sett på hjulet og trekk hjulboltene til med riktig moment.',
            'Pump bremsepedalen til den er fast før du kjører: de første tråkkene skyver bare stempelet ut igjen.',
          ),
          h('Innkjøring'),
          p(
            'Nye klosser trenger noen hundre kilometer før de bremser fullt. Unngå harde nedbremsinger de første turene, og ta noen rolige nedbremsinger fra 60 km/t for å legge belegget jevnt på skiven.',
          ),
          p(
            'Har bilen elektrisk parkeringsbrems, må bremsen bak ofte settes i servicemodus med et diagnoseverktøy før stempelet kan presses tilbake. Bremser er sikkerhetsutstyr: er du usikker, la et verksted gjøre jobben.',
          ),
        ],
      },
      en: {
        title: 'How to replace brake pads',
        excerpt:
          'New front brake pads are one of the easiest brake jobs to do yourself. Here is how to do it safely, step by step.',
        body: [
          p(
            'Brake pads wear out. If you hear a metallic squeal when braking, the wear warning lights up, or the lining is thinner than 3 mm, it is time to replace them. Always replace both sides of an axle together, so the car brakes evenly.',
          ),
          h('What you need'),
          ul(
            'New brake pads for the right axle – search for your registration number',
            'A jack and axle stands (never the jack alone)',
            'Sockets, a torque wrench and often a Torx or hex bit',
            'A piston press or a large clamp',
            'Brake cleaner and brake grease',
          ),
          h('How to do it'),
          ol(
            'Loosen the wheel bolts slightly with the car on the ground, jack it up and put it on axle stands. Take off the wheel.',
            'Undo the caliper guide bolts and lift the caliper off. Do not let it hang by the brake hose – tie it up with a cable tie.',
            'Take out the old pads and look at the disc. If it is grooved, has a lip, or is thinner than the minimum marked on it, replace the discs too.',
            'Push the piston back gently with the piston press. Watch the brake fluid reservoir so it does not overflow.',
            'Clean the mountings with brake cleaner, put a little brake grease on the contact surfaces – never on the lining – and fit the new pads.',
            'Refit the caliper and tighten the guide bolts to the torque in the workshop manual. Refit the wheel and tighten the wheel bolts to the right torque.',
            'Pump the brake pedal until it is firm before you drive: the first presses only push the piston out again.',
          ),
          h('Bedding in'),
          p(
            'New pads need a few hundred kilometres before they brake at full strength. Avoid hard braking on the first trips, and make a few gentle stops from 60 km/h to lay the lining evenly on the disc.',
          ),
          p(
            'If the car has an electric parking brake, the rear brake usually has to be put in service mode with a diagnostic tool before the piston can be pushed back. Brakes are safety equipment: if you are unsure, let a workshop do the job.',
          ),
        ],
      },
    },
  },
]

export function findBlogPost(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug)
}
