"""The documents of the answer evaluation's `fresh26` set (questions in tests/docs/answer_fresh26.py), written with its
questions, blind to how answers are produced, and committed before anything was scored on them. Beekeepers'
associations, dog day cares, coach operators, costume hire shops, bike courier firms, children's party entertainers,
soft play centres, cities, parcel stations, companies, rafting centres, books and people are made up.

- A beekeepers' association's handbook for its members, in Markdown, a long document (about 3,200 words): a table of
  the classes of membership with the subscription alone and with colony cover for up to 3 and for 4 to 10 colonies
  side by side, the beginners' course, the teaching apiary where nobody opens a hive without the apiary team with one
  exception for members who hold the Basic Assessment certificate, equipment to borrow at a weekend and a week side by
  side, swarms, the honey show, and, deep inside, the bulk orders with their closing dates in look-alike lines
  (`corrowby-beekeepers/members-handbook-2029.md`).
- A dog day care's prices and rules page in HTML: full days, half days, puppy days and packs of days with dropping off
  and collecting yourself and with the van side by side, extras, the rules for new dogs, and no overnight boarding
  (`the-wagging-yard/prices-and-rules.html`).
- A coach operator's school bus passes and terms for parents (.docx, built in code, with footnotes): a table of eight
  routes with the termly pass, the annual pass paid in one go and the monthly instalment side by side, no refunds once
  a term has begun with one exception for families who move house or whose child leaves the school, and the charge
  for a lost pass only in a footnote (`kellaway-coaches/school-bus-passes-2029-30.docx`).
- A costume hire shop's prices (.xlsx, built in code, three sheets): adults' costumes and children's costumes for a
  night, a weekend and a week side by side, mascot and full-head character suits priced only on request, and wigs,
  extras and deposits (`curtain-call-costume-hire/hire-prices-2029.xlsx`).
- A bike courier firm's induction deck for new riders (.pptx, built in code): pay per drop by zone on a pedal bike and
  an e-cargo bike side by side, shifts, no night shifts in a rider's first four weeks with one exception for riders who
  have done night shifts for another courier firm, in the speaker notes, and whom to ring after a crash, in the speaker
  notes (`swiftwheel-couriers/new-rider-induction-2029.pptx`).
- A children's party entertainer's e-mail (.eml) whose reply on top raises the deposit, over the parent's question and
  the original quote quoted below it, which alone holds face painting and the other prices
  (`captain-confetti-parties/re-party-quote-for-isla.eml`).
- A soft play centre's prices as a PDF: babies, toddlers and children at off-peak and peak times in look-alike lines,
  socks and extras, party packages, and exclusive hire priced only on request
  (`tumbletown-soft-play/prices-2029.pdf`).
- A Chinese city's notice on its childcare allowance (育儿补贴) as one long line: who can apply, the allowance a year
  for the first, the second and the third and later children in look-alike clauses, a monthly extra for children in a
  registered nursery, applying and paying, and a supplement at the end that raises the allowance for second children
  (`槿州市关于发放育儿补贴的通知.txt`).
- A Chinese parcel station's price list (.csv): sixteen rows of sending parcels within the province and to other
  provinces, documents, next-day delivery, keeping parcels and delivering to the door, with the member's and the
  non-member's price side by side, and large items and remote regions priced only by agreement
  (`邻里通快递驿站收费标准.csv`).
- A Chinese company's rules on its staff's yearly health checks (员工健康体检管理办法, .docx built in code) in numbered
  articles (第X条): a table of packages by age and sex with the sum the company pays for each in look-alike rows,
  family members at the group price, time off for the check, and a deadline for claiming a check taken elsewhere
  (`澜石新材料员工健康体检管理办法.docx`).
- A Chinese rafting centre's prices and safety rules (.odt, built in code): a table of tickets for adults, children
  and families with weekday and weekend prices side by side, and no children under 1.2 metres on the river with one
  exception for children of 1 to 1.2 metres on the family section with two adults (`青溪峡谷漂流票价和安全须知.odt`).
- Two chapters of a Chinese book for beginners at the folk guitar as an e-book (.epub built in code): the size of
  guitar for each height, strings, and how to practise (`民谣吉他零基础入门.epub`).
"""

from __future__ import annotations

from . import office_files as of
from .pdf_files import make_pdf

BEEKEEPERS_HANDBOOK = """# Corrowby and District Beekeepers' Association: members' handbook 2029

Corrowby and District Beekeepers' Association, c/o The Old Forge, Mill Lane, Corrowby KR7 2DL. Secretary: Ruth
Pennington, secretary@corrowbybees.example, 01632 998 214. This handbook is for the membership year from 1 January to
31 December 2029. It replaces the handbook for 2028; please keep it somewhere you can find it in the middle of a swarm
season, and read the parts on the teaching apiary and on bee health before you visit the apiary for the first time.

## 1. Welcome

The association was founded in 1911 by a schoolmaster, a vicar and two farmers who met after a bad winter to share
what they knew about keeping bees alive. More than a hundred years later that is still what we are for. We have about
190 members, from people who are thinking about their first colony to members who have kept bees for fifty years and
run forty hives on the moor in August. Most of us keep between two and six colonies in our gardens, on allotments or
on a farmer's land.

We are run entirely by volunteers: a committee of nine elected at the annual general meeting in February, an apiary
team who look after the association's own colonies, a band of mentors, and the members who turn up to put out chairs,
make tea, collect swarms and staff the honey stall at the county show. If you can give a few hours a year, please tell
the secretary: there is always something that needs doing, and it is the best way to get to know other beekeepers.

## 2. What the association does

- We teach. Our beginners' course runs every spring, and our winter talks and summer apiary meetings are open to
  every member, whatever their experience.
- We keep a teaching apiary at Ferngate Farm, with eight colonies of the association's own, where beginners handle
  bees for the first time and members can see how others work.
- We lend equipment that few members need every year, such as honey extractors and wax melters, for a small fee.
- We put every new beekeeper in touch with a mentor, an experienced member who lives near them.
- We collect swarms reported by the public and pass them on to members who need bees.
- We watch for disease, keep in touch with the regional bee inspector, and tell members when there is an outbreak
  near them.
- We buy sugar, fondant, jars and treatments in bulk, so that members pay less for them.
- We hold a honey show every autumn and run the honey stall at the Corrowby County Show in August.

## 3. Membership and subscriptions

Every member belongs to the association and, through it, to the Northern Counties Beekeeping Federation, which
publishes the monthly magazine, runs the federation's assessments and holds the public liability insurance that
covers members while they keep bees. Colony cover, which pays out if a notifiable disease means your colonies must be
destroyed, is optional, and is bought with your subscription for the number of colonies you keep.

| Class of membership | Subscription alone | With colony cover, up to 3 colonies | With colony cover, 4 to 10 colonies |
|---|---|---|---|
| Full member | £34 | £38.50 | £44 |
| Partner member, living at the same address as a full member | £17 | £21.50 | £27 |
| Junior member, under 18 on 1 January | £8 | £12.50 | £18 |
| Country member, who keeps no bees | £22 | Not available | Not available |
| Associate member, a full member of another association | £12 | Not available | Not available |

Subscriptions are due on 1 January and must be paid by 31 March; a member who has not paid by then is no longer
covered by the federation's insurance, and stops receiving the magazine. Members who join after 1 August pay half the
subscription for that year, and the full colony cover. Members with more than ten colonies should talk to the
treasurer, Colin Fairbairn, at treasurer@corrowbybees.example, who will arrange colony cover for them directly with the
insurer.

Partner members and junior members receive the magazine only with the full member they live with. Country members
receive the magazine, come to every meeting and may borrow equipment, but may not enter the honey show. Associate
members pay their federation subscription through their own association and come to our meetings and the apiary as
full members do, but do not vote at our general meetings.

Subscriptions can be paid by bank transfer to Corrowby and District BKA, sort code 60-83-71, account 20447315, with
your surname and "SUB29" as the reference, or by cheque or cash at any meeting before 31 March.

## 4. The beginners' course

"Starting with Bees" runs on eight Tuesday evenings from 6 February to 27 March 2029, from 7pm to 9pm, in the
Corrowby Methodist Hall, followed by three Saturday mornings at the teaching apiary in April and May. It covers the
life of the colony, the hive and its parts, the beekeeper's year, handling bees, swarm control, feeding, disease and
honey. The course costs £120, which includes the course book, the loan of a bee suit and gloves for the apiary
sessions, and a year's country membership; a second person from the same household, sharing the book, pays £60.

Places are limited to twenty, and the course usually fills by the end of November. Please book with our education
secretary, Amira Kassab, at education@corrowbybees.example. We strongly advise everyone who is thinking of keeping
bees to take the course, or one like it, before they buy a colony, and to spend at least one summer handling bees at
the apiary before keeping their own.

## 5. The teaching apiary

The teaching apiary is in an old orchard at Ferngate Farm, Ferngate Lane, Corrowby KR7 4QS, by kind permission of the
Ashdown family. Park in the farmyard, not on the lane, and walk up the track past the barns: the apiary is inside the
hedged enclosure at the top of the orchard, behind the green gate. The farm is a working farm: close every gate behind
you, keep to the track and leave dogs at home.

The apiary team, led by our apiary manager, Declan Morrow (07700 900 512), open the hives on Saturday mornings from
10am from April to September, weather permitting, and on Wednesday evenings from 6pm in June and July. Every member is
welcome at these sessions; beginners and members who have never handled bees should come to a Saturday session first,
where a member of the team will look after them.

Nobody may open a hive at the teaching apiary unless a member of the apiary team is there. The one exception is a
member who holds the federation's Basic Assessment certificate, who may inspect the association's colonies on their own
between 10am and 4pm, Monday to Saturday, after signing the apiary book in the box at the gate and texting the apiary
manager to say they are there; never on a Sunday, when the farm is closed to visitors. Members inspecting on their own
must record what they found on the hive record card in the lid of each hive, and must not take frames of brood, queen
cells or honey from the association's colonies for their own use.

Everyone at the apiary wears a full bee suit or jacket with a veil, and gloves; bring your own if you have them, or
borrow a suit from the shed. Children under 12 may come to the apiary only with a parent, and may not handle frames.
Smoke only with the association's smokers and fuel, and put every smoker out in the metal bin by the shed before you
leave.

## 6. Mentors

Every member who keeps bees for the first time is offered a mentor, an experienced member within a few miles of them
who will visit their hives with them during their first season, answer questions on the phone, and help when
something goes wrong. Mentors are volunteers and fit their visits around their own bees and jobs, so please arrange
visits in good time and do not expect a mentor to come out at an hour's notice, except for a swarm or a suspected
disease. Our mentoring coordinator, Frances Oyelaran (mentors@corrowbybees.example), matches new members with mentors
in March.

## 7. Meetings

Winter talks are held on the second Tuesday of each month from October to March, at 7:30pm in the Corrowby Methodist
Hall, with tea and cake afterwards; visitors are welcome for a donation of £3. Summer apiary meetings are held at a
member's apiary on the first Sunday afternoon of each month from May to August; the place is sent to members by email
the week before. The annual general meeting is held on the second Tuesday of February, before the winter talk.

## 8. Equipment to borrow

The association lends the following equipment to members, for a fee that pays for its upkeep and replacement. A
weekend is from Friday evening to Monday evening; a week is seven days. Equipment is collected from and returned to
the equipment store at Ferngate Farm by arrangement with our equipment officer, Stuart Hebden (07700 900 738).

| Equipment | A weekend | A week | Deposit |
|---|---|---|---|
| Radial extractor, 9 frames, electric | £8 | £15 | £40 |
| Tangential extractor, 4 frames, hand-cranked | £5 | £9 | £25 |
| Heather honey press | £6 | £11 | £40 |
| Steam wax extractor | £4 | £7 | £20 |
| Uncapping tray with settling tank | £3 | £5 | £10 |
| Refractometer, for the water content of honey | £2 | £4 | £30 |
| Observation hive, for school talks and shows | Free | Free | £50 |

Deposits are returned when the equipment comes back clean and dry. Extractors must be washed in warm water, never
with detergent, and left to dry before they are returned; an extractor returned sticky will cost you the deposit.
Equipment is lent for a weekend or a week at most from 1 July to 30 September, because many members need it then;
book early, and in August expect to take a weekend rather than a week.

## 9. Swarms

From May to July members of the public ring the association's swarm line, 07700 900 261, when bees cluster in their
gardens. The swarm coordinator, Gareth Lund, passes each call to a member on the swarm collectors' list who lives near
the swarm. To join the list you must have kept bees for at least two seasons and have your own equipment for taking a
swarm. Swarms are collected free of charge; if the person who rang offers a donation, it goes to the association.

Members who need bees can ask to be put on the swarm list for a swarm that has been collected. Swarms are given free to
members, in the order in which they asked, with beginners in their first season first. Every swarm should be hived on
foundation, kept apart from your other colonies for a few weeks and treated as carrying disease until you have seen
healthy brood.

Bees in a chimney, a wall or a roof space are not a swarm, and our collectors cannot remove them. Please give the caller
the names of the pest control firms on the list the swarm coordinator keeps, and never try to remove an established
colony from a building yourself.

## 10. Bee health

Every beekeeper must know the signs of American foulbrood and European foulbrood, which are notifiable diseases: if you
suspect either, you must tell the regional bee inspector, close your hive and not move any equipment, bees or honey
from your apiary until the inspector has been. The association's bee health officer, Dr Hannah Ellwood
(health@corrowbybees.example), will come to your apiary with you if you are unsure, and our mentors will help.

Varroa mites are in every colony in the country. Every member should count the mites that fall from their colonies in
spring and late summer, treat when the count calls for it, and treat every colony in midwinter, when the colonies have
little or no brood. The winter treatment is bought through the association's bulk orders (section 15). Please use only
treatments that are authorised for use in honey bees, follow the label, and never treat while the honey supers are on
the hive.

Members are asked to register their apiaries on the national bee health database, so that the bee inspectors can warn
them of disease nearby.

## 11. The honey show

Our honey show is held in the Corrowby Methodist Hall on Saturday 13 October 2029, with judging in the morning and the
hall open to the public from 2pm to 4:30pm. There are classes for clear, set and heather honey, honey in the comb, wax,
candles, mead, cakes and photographs, and a novice class for members who have never won a prize at a show. Entry costs
50p a class; junior members enter free. The schedule and entry forms go out with the September newsletter, and entries
close on 1 October.

Every entry of honey must be the member's own, from their own bees, and in the standard one-pound jars with gold lids
set out in the schedule. The best exhibit in the show wins the Pennington Cup, given in 1953, which the winner keeps for
a year.

## 12. Selling your honey

Members who sell honey, even a few jars to neighbours, must label it correctly: the word honey, the weight, a best
before date, the name and address of the beekeeper, the country of origin and a lot number. A template for labels can
be downloaded from the members' pages of our website. Honey must be extracted and jarred in a clean kitchen, and its
water content must be below 20 percent; a refractometer can be borrowed from the equipment store.

The association runs a honey stall at the Corrowby County Show on 18 and 19 August, where members may sell honey they
have jarred and labelled themselves. The association keeps 10 percent of the sale price of every jar sold on the stall
towards the cost of the pitch.

## 13. Insurance

The federation's insurance covers every full, partner, junior and associate member for public liability and product
liability up to £10 million while keeping bees and selling their own honey, as long as their subscription has been
paid. It does not cover bees kept as a business with more than forty colonies. Colony cover is described in section 3.
If someone is stung and makes a claim against you, tell the secretary at once and do not admit liability.

## 14. The library

The association has a library of about three hundred books on beekeeping, from old classics to the latest manuals,
which is brought to every winter talk. Members may borrow two books at a time for up to two months, free of charge.
The librarian, Peter Quill, will order books that members ask for if they are not too dear.

## 15. Bulk orders

Buying together saves every member money, and some things can only be bought in the quantities a supplier will
deliver. The association places four bulk orders a year. Orders are placed with our bulk orders officer, Gwen
Attwater, at orders@corrowbybees.example, and paid for by bank transfer when they are placed; the order form and the
prices are sent out with the newsletter a month before each closing date. We cannot take late orders, because each
supplier needs a single order from us by a fixed date.

- Frames, foundation and hive parts for the coming season: order by 15 February, collect at the March winter talk.
- Honey jars, lids and labels: order by 30 April, collect at Ferngate Farm on Saturday 26 May.
- Fondant and invert syrup for autumn feeding: order by 10 August, collect at Ferngate Farm on Saturday 1 September.
- Oxalic acid for the midwinter varroa treatment: order by 31 October, collect at the Christmas social on Tuesday 11
  December.

Members who order fondant or syrup must collect it in person or send someone with their name; we cannot deliver. Any
order not collected within a fortnight is offered to other members, and the money is not refunded.

## 16. Code of conduct

We expect every member to keep their bees so that they do not trouble their neighbours, to put safety first at the
apiary and at meetings, to tell the bee inspector of any notifiable disease, and to treat other members, the owners
of the land we use and the public with courtesy. The committee may suspend or end the membership of a member who
breaks this code, after hearing them.

## 17. Your details

We keep the names, addresses, telephone numbers and email addresses of members, the number of colonies they keep and
where, for running the association, arranging insurance and warning members of disease. We share them with the
federation and, for colony cover, the insurer, and with no one else. Ask the secretary if you would like to see what
we hold about you or have it corrected.

## 18. The beekeeper's year at a glance

A rough guide for beekeepers in our district, where the season starts two or three weeks later than in the south.

- January and February: leave the colonies alone. Heft each hive from behind to feel how much food is left, and give
  fondant on the crown board to any colony that feels light. Clean and mend spare equipment, and order frames and
  foundation.
- March: on a warm, still day, watch the entrances for bees bringing in pollen. Count the mites on the floor inserts.
- April: the first full inspection on a day warm enough to work in shirt sleeves. Check that there is a laying queen,
  brood of every age and enough stores, and add a super when the brood box is busy.
- May and June: the swarming season. Inspect every seven days, look for queen cells, and carry out your swarm control
  as soon as you see them. Add supers ahead of the bees' needs.
- July: take off the early honey before the lime and the bramble have finished, and extract it while it is warm.
- August: the heather flow on the moor for members who move their colonies there. Count mites again, and take off the
  last supers by the end of the month.
- September: feed every colony that needs it, so that each goes into winter with at least 18 kg of stores. Fit
  mouse guards and strap the hives down against the gales.
- October to December: leave the colonies in peace. Give the midwinter varroa treatment when the colonies are broodless,
  usually in December after a cold spell.

## 19. Contacts

- Chair: Margaret Olufemi, chair@corrowbybees.example
- Secretary: Ruth Pennington, secretary@corrowbybees.example, 01632 998 214
- Treasurer: Colin Fairbairn, treasurer@corrowbybees.example
- Apiary manager: Declan Morrow, 07700 900 512
- Education: Amira Kassab, education@corrowbybees.example
- Swarm line: 07700 900 261, May to July, 8am to 8pm
- Bulk orders: Gwen Attwater, orders@corrowbybees.example
- Bee health: Dr Hannah Ellwood, health@corrowbybees.example
"""

DOG_DAY_CARE_PAGE = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Prices and rules | The Wagging Yard Dog Day Care, Cobbleford</title>
</head>
<body>
<nav><a href="/">The Wagging Yard</a> | <a href="/our-days">A day at the Yard</a> | Prices and rules | <a href="/contact">Contact</a></nav>
<main>
<h1>Prices and rules</h1>
<p>The Wagging Yard is a dog day care on a converted smallholding at Hatchet Lane, Cobbleford, with an acre of fenced
paddocks, a heated barn for wet days and a quiet room for older dogs. We are open from 7:30am to 6pm, Monday to Friday,
except on bank holidays. Prices from 1 January 2029.</p>

<h2>Day care</h2>
<table>
<thead><tr><th>Day care</th><th>You drop off and collect</th><th>Our van collects from home and brings back</th></tr></thead>
<tbody>
<tr><td>Full day, 7:30am to 6pm</td><td>&pound;32</td><td>&pound;40</td></tr>
<tr><td>Half day, up to 5 hours, morning or afternoon</td><td>&pound;21</td><td>&pound;29</td></tr>
<tr><td>Puppy day, under 6 months, 9am to 3pm with a midday sleep</td><td>&pound;30</td><td>&pound;38</td></tr>
<tr><td>Pack of 10 full days, used within 3 months</td><td>&pound;290</td><td>&pound;370</td></tr>
<tr><td>Pack of 20 full days, used within 6 months</td><td>&pound;560</td><td>&pound;720</td></tr>
<tr><td>Second dog from the same home, full day</td><td>&pound;24</td><td>&pound;26</td></tr>
</tbody>
</table>
<p>Our van collects from homes within 6 miles of the Yard, between 7:30am and 9am, and brings dogs home between 4:30pm
and 6pm. Packs are for one dog and cannot be shared between dogs or refunded once bought, but days can be moved with
48 hours' notice.</p>

<h2>Extras</h2>
<ul>
<li>Bath and brush before your dog goes home: &pound;15</li>
<li>A training walk with our trainer, 30 minutes, for loose-lead walking or recall: &pound;18</li>
<li>Collecting after 6pm: &pound;10 for each 15 minutes, or part of 15 minutes</li>
<li>Medication given at the Yard: free; please bring it in its box with the dose written on it</li>
</ul>

<h2>Joining</h2>
<p>Every new dog comes for a free trial half day before their first booked day, so that we can see how they get on
with our other dogs. Dogs must be fully vaccinated, with a booster in the last year, and treated against fleas and
worms; kennel cough vaccination is required. Dogs over 7 months old must be neutered, unless your vet has asked you to
wait, in which case bring us a letter from the vet. Bitches in season stay at home until it is over.</p>
<p>Dogs are grouped by size and energy. We can take dogs who are nervous of other dogs in the quiet room, but we cannot
take a dog who has bitten a person or another dog.</p>

<h2>Overnight stays</h2>
<p>We are a day care only, and we do not board dogs overnight: every dog goes home by 6pm, or by 7pm at the latest on
a late collection. We are happy to recommend kennels and home boarders near Cobbleford.</p>

<h2>Cancelling and paying</h2>
<p>Single days are paid for when you book them. Cancel 48 hours or more before the day at no cost; later than that,
the day is charged in full, unless your dog is ill and you send us a note from your vet. Ring us on 01632 999 306 or
email woof@thewaggingyard.example.</p>
</main>
</body>
</html>
"""

BUS_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
BUS_PARAGRAPHS = [
    ("Kellaway Coaches: school bus passes and terms for parents, 2029-30", "Title"),
    (
        "Kellaway Coaches Ltd, Station Yard, Bramcote KR3 8PW. School services office: 01632 999 450, on school days "
        "from 7am to 5pm, or schools@kellawaycoaches.example. These prices and terms apply to our school bus services "
        "to Ashmoor Academy, St Aidan's High School and Corrowby Sixth Form College for the school year from "
        "September 2029 to July 2030.",
        None,
    ),
    ("Who can travel", "Heading1"),
    (
        "Our school services are for pupils of the schools they serve who hold a Kellaway school pass. They are not "
        "the buses the county council provides free for pupils who live more than three miles from their nearest "
        "school: if you think your child qualifies for free transport, apply to the council first. We carry council "
        "pupils on some of the same buses, and a council pass is accepted on every route.",
        None,
    ),
    ("Routes and prices", "Heading1"),
    (
        "A pass is for one pupil on one route, for the journey to school in the morning and home in the afternoon on "
        "every school day. The price is the same for every pupil on a route, whatever their age and wherever they "
        "join the bus.",
        None,
    ),
    None,  # the table of routes
    (
        "An annual pass paid in ten monthly instalments is paid by direct debit on the 1st of each month from "
        "September to June. A termly pass is for the autumn, spring or summer term and must be bought before the "
        "term begins. Brothers and sisters each need a pass; we do not give a discount for a second child.",
        None,
    ),
    ("Buying a pass", "Heading1"),
    (
        "Passes are bought online at our website, with a recent photograph of your child. The pass is posted to your "
        "home and must be shown to the driver on every journey. Passes for the autumn term and annual passes must be "
        "bought by 31 July for the pass to arrive before term begins; later than that, your child may travel on the "
        "booking confirmation until the pass arrives.",
        None,
    ),
    ("Refunds", "Heading1"),
    (
        "A pass can be cancelled before the first day of the term it is for, and its price is refunded in full, less "
        "an administration fee of £15.",
        None,
    ),
    (
        "Once a term has begun, passes are not refunded, whatever the reason: because your child would rather walk, "
        "cycle or be driven, has a part-time timetable, or is ill or on holiday. The one exception is a family that "
        "moves house away from the route, or whose child leaves the school, during the term: return the pass to us "
        "with proof of the move or a letter from the school, and we refund £10 for each whole school week left in the "
        "term. Annual passes paid by instalment are cancelled from the next month in the same cases.",
        None,
    ),
    ("On the bus", "Heading1"),
    (
        "Pupils must wear their seat belts, stay in their seats, and follow the driver's instructions. Food, drink "
        "other than water, and music without headphones are not allowed. A pupil who damages the bus, or whose "
        "behaviour puts others at risk, may have their pass withdrawn without refund, after we have spoken to the "
        "school and the parents.",
        None,
    ),
    (
        "Buses wait at each stop for one minute after the time on the timetable, and cannot wait for pupils who are "
        "late. In the afternoon, buses leave the schools 15 minutes after the end of the school day; on days when a "
        "school closes early, we run at the early time if the school tells us 48 hours before.",
        None,
    ),
    ("Bad weather and breakdowns", "Heading1"),
    (
        "If snow or ice makes a route unsafe, we will text every parent on the route by 6:45am, and put a notice on "
        "our website. We do not refund passes for days when a route does not run because of the weather or a "
        "breakdown.",
        None,
    ),
]
BUS_TABLE = [
    ["Route", "Schools", "Termly pass", "Annual pass, paid in one go", "Annual pass, ten monthly instalments, each"],
    ["K1 Bramcote Hill", "Ashmoor Academy", "£165", "£465", "£48.50"],
    ["K2 Lissett and Hollins Green", "Ashmoor Academy", "£185", "£520", "£54"],
    ["K3 Thornley and the Marsh villages", "St Aidan's High School", "£150", "£420", "£44"],
    ["K4 Marsh End and Pellow Cross", "St Aidan's High School", "£198", "£560", "£58"],
    ["K5 Wellbrook", "Ashmoor Academy and St Aidan's High School", "£172", "£485", "£50.50"],
    ["K6 Upper Corrowby", "Corrowby Sixth Form College", "£140", "£395", "£41"],
    ["K7 Dunstall and Hatchet Lane", "Corrowby Sixth Form College", "£160", "£450", "£46.50"],
    ["K8 Ferngate and Mill Lane", "St Aidan's High School", "£178", "£500", "£52"],
]
BUS_FOOTNOTES = [
    "A pass that is lost, stolen or damaged is replaced for a charge of £12; order the new pass online, and your child "
    "may travel on the order confirmation until it arrives.",
    "A pupil who forgets their pass may travel once in a term on a driver's note; after that, they pay the adult fare "
    "of £3.20 a journey.",
]

COSTUME_RATES = {
    "Adult costumes": [
        ["Costume", "One night, back by noon the next day", "Weekend, Friday to Monday", "One week"],
        ["Standard costume, most characters and animals", "£25", "£35", "£60"],
        ["Deluxe costume, period gowns and full armour", "£40", "£55", "£95"],
        ["Victorian gentleman, tailcoat, waistcoat and top hat", "£35", "£48", "£80"],
        ["Victorian lady, bustle gown and bonnet", "£38", "£52", "£88"],
        ["1920s flapper dress with headband", "£22", "£30", "£52"],
        ["1920s gangster suit with trilby", "£24", "£33", "£56"],
        ["Pantomime dame, with wig", "£45", "£60", "£110"],
        ["Father Christmas, velvet, with beard", "£30", "£42", "£75"],
        ["Tudor king or queen", "£40", "£55", "£95"],
        ["Mascot and full-head character suits", "Priced on request", "Priced on request", "Priced on request"],
        [],
        ["Prices include VAT and cleaning. Fittings are free, by appointment, up to two weeks before you hire."],
    ],
    "Children's costumes": [
        ["Costume, ages 3 to 12", "One night, back by noon the next day", "Weekend, Friday to Monday", "One week"],
        ["Standard children's costume", "£12", "£16", "£28"],
        ["Nativity costume, shepherd, angel or king", "£8", "£10", "£18"],
        ["Superhero with cape", "£14", "£18", "£32"],
        ["Princess or prince", "£15", "£20", "£35"],
        ["Book Day character", "£10", "£13", "£22"],
        ["Victorian child, for school history days", "£12", "£16", "£28"],
        [],
        ["Schools hiring ten or more costumes for a play pay the weekend price for a week."],
    ],
    "Wigs, extras and deposits": [
        ["Item", "Price", "Notes"],
        ["Wig, with a costume", "£6", "Any length of hire"],
        ["Wig, on its own", "£10", "Any length of hire"],
        ["Hat, mask or gloves, on their own", "£5", ""],
        ["Deposit, adult costume", "£50", "Returned when the costume comes back undamaged"],
        ["Deposit, deluxe, Tudor and pantomime costumes", "£100", ""],
        ["Deposit, children's costume", "£20", ""],
        ["Late return", "£10 a day", "For each day or part of a day"],
        ["Stage make-up", "Not sold", "We recommend Limelight Theatrical Supplies"],
        [
            "Curtain Call Costume Hire, 22 Wool Street, Bramcote KR3 1HA. Open Tuesday to Saturday, 10am to 5:30pm. "
            "Telephone 01632 999 627."
        ],
    ],
}

# The induction slides in the order they are shown; what the trainer says beyond them is in "notes"
COURIER_DECK = [
    {"title": "Swiftwheel Couriers: welcome, new riders", "body": ["Rider induction, January 2029"]},
    {
        "title": "What you are paid",
        "table": [
            ["Per drop", "Pedal bike", "E-cargo bike"],
            ["Zone 1, city centre", "£4.20", "£5.60"],
            ["Zone 2, inner suburbs", "£5.80", "£7.40"],
            ["Zone 3, outer suburbs", "£7.50", "£9.80"],
            ["Express supplement, delivered within 45 minutes", "£2.00", "£2.50"],
            ["Waiting time, each 10 minutes after the first 10", "£1.50", "£1.50"],
        ],
        "body": [
            "Paid every Friday for the week to Sunday before",
            "Pedal bikes carry up to 8 kg; e-cargo bikes up to 60 kg",
        ],
    },
    {
        "title": "Shifts",
        "body": [
            "Day shifts 7am to 2pm and 12 noon to 7pm; night shifts 4pm to 11pm",
            "Book shifts in the rider app by Thursday for the week after",
            "Drop a shift at least 24 hours before it starts",
        ],
        "notes": [
            "Everybody asks about nights, because night drops pay best, so be clear with them. No rider does a night "
            "shift, that is any shift that ends after 8pm, in their first four weeks with us: the city is a different "
            "place in the dark and we want you to know the routes first. The one exception is a rider who has already "
            "done at least 20 night shifts for another courier firm and can show us their shift record; they can book "
            "nights from their second week. Nobody else, however keen or however fit."
        ],
    },
    {
        "title": "Staying safe",
        "body": [
            "Lights on from sunset, helmet and hi-vis on every shift",
            "No phones in your hand while riding",
            "Check your brakes and tyres before every shift",
        ],
        "notes": [
            "If you have a crash or come off the bike, however small, ring our rider safety lead, Tomasz Wrobel, on "
            "07700 900 644, before you ring control: he decides whether you carry on, fills in the accident report "
            "with you and sorts out repairs. Control only moves your jobs to another rider."
        ],
    },
    {
        "title": "Who to contact",
        "body": [
            "Control room, for jobs, addresses and customers: 01632 999 880",
            "Operations manager: Priya Nandra, ops@swiftwheel.example",
            "Pay and shifts: payroll@swiftwheel.example",
            "Swiftwheel Couriers, Arch 14, Canal Side, Bramcote KR3 2EF",
        ],
    },
]

PARTY_EML = """Message-ID: <20290212101544.7731@captainconfetti.example>
Date: Mon, 12 Feb 2029 10:15:44 +0000
From: Holly Marsh <holly@captainconfetti.example>
To: Laura Beckett <laura.beckett@mailpost.example>
Subject: Re: Party quote for Isla
In-Reply-To: <Lb4471x@mailpost.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Hi Laura,

Lovely to hear from you again, and yes, I can absolutely make Isla's party a Frozen party: snowflake games, an ice
palace in the magic show, and Let It Go in the disco. I'll come dressed to match.

One thing I should have told you before: my booking terms changed at the start of February, and the deposit to hold a
Saturday is now £75, not the £40 I put in my quote. It still comes off the balance on the day, so the total you pay
doesn't change. If you send it this week I'll pencil you in for Saturday 14 April.

Best wishes,
Holly
Captain Confetti Parties

On Sat, 10 Feb 2029 at 20:41, Laura Beckett <laura.beckett@mailpost.example> wrote:
> Hi Holly,
>
> Thanks so much for the quote, it all looks great. Isla is obsessed with Frozen at the moment: could the party have
> a Frozen theme?
>
> Laura
>
> On Thu, 25 Jan 2029 at 16:02, Holly Marsh <holly@captainconfetti.example> wrote:
>> Hi Laura,
>>
>> Thanks for getting in touch about Isla's sixth birthday. Here is my quote for a party at Bramcote Scout Hut on
>> Saturday 14 April 2029, from 2pm to 4pm:
>>
>> Two-hour party package, up to 25 children: games, a magic show, a disco and a balloon model for every child: £210
>> Each child over 25: £4
>> Face painting for every child, added to the package: £45
>> Party bags, filled: £3.50 each
>> Bubble machine and parachute games: included
>> Travel: free within 10 miles of Bramcote
>>
>> To hold the date I ask for a deposit of £40, and the rest on the day.
>>
>> Best wishes,
>> Holly Marsh
>> Captain Confetti Parties, 3 Lark Rise, Bramcote KR3 5NN · 07700 900 377
"""

SOFT_PLAY_PAGES = [
    [
        "Tumbletown Soft Play: prices for 2029",
        "Entry is for a play session of up to 2 hours. Prices include VAT.",
        "Off-peak: Monday to Friday in school term time, before 3pm.",
        "Peak: weekdays after 3pm, weekends, bank holidays and school holidays.",
        "Babies under 12 months, baby area only, off-peak: GBP 2.00",
        "Babies under 12 months, baby area only, peak: GBP 3.00",
        "Toddlers 1 to 3 years, toddler area and main frame, off-peak: GBP 4.95",
        "Toddlers 1 to 3 years, toddler area and main frame, peak: GBP 6.45",
        "Children 4 to 11 years, main frame, off-peak: GBP 6.95",
        "Children 4 to 11 years, main frame, peak: GBP 8.95",
        "Adults and children over 11 with a paying child: free, two adults for each family.",
        "Adults without a child are not admitted.",
        "Grip socks, must be worn by everyone on the frame: GBP 1.50 a pair.",
        "Tumble Club card, 10 off-peak toddler sessions: GBP 42",
    ],
    [
        "Parties and hire",
        "Jungle party, up to 10 children, 90 minutes play and a hot meal in the party room: GBP 145",
        "Jungle party, each child over 10: GBP 12.50",
        "Mega party, up to 20 children, with a host and the party room to yourselves: GBP 260",
        "Exclusive hire of the whole centre after 6pm: price on request, call 01632 999 715.",
        "Parties are booked with a deposit of GBP 40, and the rest is paid on the day.",
        "Children must be supervised by their own adults at all times, including at parties.",
        "Tumbletown Soft Play, Unit 7, Marlow Way, Cobbleford KR5 6TU. Open every day, 9:30am to 6pm.",
    ],
]

CHILDCARE_NOTICE_ZH = (
    "槿州市关于发放育儿补贴的通知。为减轻家庭养育负担，鼓励按政策生育，根据国家和省有关规定，经市人民政府同意，现将我市"
    "育儿补贴的发放事项通知如下。一、发放对象：2029年1月1日以后出生、不满3周岁的婴幼儿，父母至少一方具有本市户籍并在"
    "本市连续缴纳社会保险满6个月，婴幼儿本人已在本市落户的，可以申领育儿补贴。二、补贴标准：按照婴幼儿在家庭中的孩次"
    "确定补贴标准，一孩每人每年3600元；二孩每人每年6000元；三孩及以上每人每年9600元。补贴从婴幼儿出生当月起计算，"
    "按月折算，发放至婴幼儿年满3周岁的当月。孩次按父母双方共同生育的子女数认定，再婚家庭双方此前生育的子女合并计算。"
    "三、托育补助：在本市备案的托育机构入托的婴幼儿，在育儿补贴以外，每人每月另发托育补助200元，按实际入托月数计算，"
    "每年最多发放11个月。四、申请办理：婴幼儿出生后6个月内提出申请的，从出生当月起计发；超过6个月申请的，从申请当月起"
    "计发，此前的月份不再补发。申请人通过“槿州办事”App或者到户籍所在地街道（乡镇）便民服务中心办理，须提供父母双方"
    "身份证、户口簿、出生医学证明和本人银行卡。五、发放方式：育儿补贴每半年发放一次，分别在每年1月和7月的最后一个工作日"
    "打入申请人的银行卡，托育补助按季度发放。六、其他：婴幼儿户籍迁出本市或者死亡的，从次月起停止发放；弄虚作假骗取补贴的，"
    "追回已发放的补贴，并依法处理。咨询电话：0736-2219 6600（工作日8:30至17:30）。槿州市卫生健康委员会　槿州市财政局　"
    "2029年1月8日。补充说明（2029年6月20日）：根据省里的新规定，自2029年7月1日起，二孩育儿补贴标准上调为每人每年7200元"
    "（原为6000元），一孩和三孩及以上的标准不变；7月1日以前的月份仍按原标准计算。"
)

PARCEL_STATION_PRICES_ZH = """项目,会员价,非会员价,说明
寄件 省内 首重1公斤,7元,10元,按实际重量计算，不足1公斤按1公斤计
寄件 省内 续重每公斤,2元,2元,
寄件 省外 首重1公斤,10元,13元,新疆、西藏、青海、内蒙古除外
寄件 省外 续重每公斤,4元,5元,
寄件 新疆 西藏 青海 内蒙古,面议,面议,按目的地和重量报价
寄件 文件袋（0.5公斤以内，全国）,6元,8元,合同、证件复印件等纸质文件
寄件 次日达（省内，1公斤以内）,14元,18元,下午4点以前交寄
寄件 次日达（省外，1公斤以内）,22元,26元,下午3点以前交寄，只限省会城市
包裹保管 到件后3天以内,免费,免费,
包裹保管 第4天起，每件每天,0.5元,1元,保管超过15天的退回寄件人
送货上门 本小区内，每件,1元,2元,晚上8点以前送达；20公斤以上每件加收3元
纸箱 小号 中号 大号,2元 3元 5元,2元 3元 5元,包装材料按成本价收取
大件物品寄件（家具、家电）,面议,面议,需提前一天预约上门取件
驿站会员,每月9.9元,不适用,在小程序办理，可以随时取消
说明,营业时间：每天8:00至21:00；地址：桂园小区北门3号商铺；电话：0736-2245 8801。,,
说明,易碎品须当面开箱检查、加固包装；液体、电池和违禁品不收寄。,,
"""

CHECKUP_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
CHECKUP_RULES = [
    ("澜石新材料有限公司员工健康体检管理办法", "Title"),
    ("（2029年2月公司总经理办公会通过）", None),
    ("第一章　总则", "Heading1"),
    ("第一条　为了关心员工身体健康，做到疾病早发现、早治疗，结合公司实际，制定本办法。", None),
    (
        "第二条　本办法适用于与公司签订劳动合同的正式员工，试用期员工转正以后参加当年的体检。劳务派遣人员和实习生的体检，"
        "由派遣单位或者学校负责。",
        None,
    ),
    ("第二章　体检安排和标准", "Heading1"),
    (
        "第三条　公司每年组织一次员工健康体检，时间为每年4月至6月，由人力资源部与定点体检机构统一安排，员工按部门分批"
        "参加。",
        None,
    ),
    ("第四条　体检套餐按员工的年龄和性别确定，公司承担的费用标准如下：", None),
    None,  # the table of packages
    (
        "第五条　员工可以在本人套餐以外自费增加检查项目，按定点体检机构的团检价格结算。员工的配偶和父母可以自愿参加"
        "公司的团体体检，费用由员工自行承担，享受团检价格。",
        None,
    ),
    (
        "第六条　员工参加统一体检的当天，给予半天带薪体检假；上夜班的员工，体检当天给予一天带薪体检假。",
        None,
    ),
    ("第三章　自行体检和费用报销", "Heading1"),
    (
        "第七条　因出差、休假等原因没有参加统一体检的员工，可以在当年自行到二级以上医院体检，凭体检发票和体检报告首页"
        "报销，报销金额不超过本人套餐标准的80%。自行体检的费用，须在当年9月30日以前提交报销，逾期不予报销。",
        None,
    ),
    (
        "第八条　体检发现异常、医生建议复查的，复查费用由公司承担，每人每年最高500元，凭复查发票在复查后1个月内报销。",
        None,
    ),
    ("第四章　附则", "Heading1"),
    ("第九条　员工的体检报告由体检机构直接发给员工本人，公司只汇总统计结果，不查看个人报告。", None),
    ("第十条　本办法由人力资源部负责解释，自2029年3月1日起施行。人力资源部电话：0736-2263 1180。", None),
]
CHECKUP_TABLE = [
    ["体检套餐", "适用员工", "公司承担标准", "说明"],
    ["A套餐", "35周岁以下男员工", "600元", "基础检查"],
    ["B套餐", "35周岁以下女员工", "750元", "含妇科检查"],
    ["C套餐", "35周岁至49周岁男员工", "1100元", "含腹部彩超、肿瘤标志物"],
    ["D套餐", "35周岁至49周岁女员工", "1300元", "含乳腺彩超、妇科彩超"],
    ["E套餐", "50周岁及以上男员工", "1800元", "含低剂量肺部CT"],
    ["F套餐", "50周岁及以上女员工", "1900元", "含低剂量肺部CT、骨密度"],
    ["职业健康检查", "接触粉尘、噪声岗位的员工", "按实际费用", "另行安排，不占套餐标准"],
]

RAFTING_BODY = (
    "<office:text>"
    + of.odf_h("青溪峡谷漂流票价和安全须知", 1)
    + of.odf_p(
        "青溪峡谷漂流位于槿州市青溪镇峡口村，全程5公里，落差约120米，每年5月1日至10月7日开放，每天9:00至16:00发船"
        "（最后一班15:30），咨询电话0736-2277 4050。遇暴雨或者河水上涨，当天停漂，已购门票全额退款。"
    )
    + of.odf_h("一、票价", 2)
    + of.odf_p("以下价格单位为元，含救生衣、头盔和意外保险：")
    + of.odf_table(
        [
            ["项目", "平日（周一至周五）", "周末和节假日", "说明"],
            ["成人票 全程5公里", "168", "198", "双人皮筏，每人价格"],
            ["儿童票 全程5公里", "98", "118", "身高1.2米至1.4米，须与成人同筏"],
            ["亲子段 2公里", "68", "78", "下游平缓河段，每人价格"],
            ["家庭筏 亲子段（2名成人、1名儿童）", "198", "228", "每筏价格"],
            ["激情段 上游3公里", "128", "148", "只限18至55周岁"],
            ["防水袋租用", "10", "10", "押金20元"],
            ["储物柜", "20", "20", "当天有效"],
            ["换衣间和热水淋浴", "免费", "免费", ""],
        ]
    )
    + of.odf_list(
        [
            "门票当天有效，一人一票，出发以后不退票。",
            "60周岁以上的老人凭身份证购买儿童票价，须有家人同筏。",
            "团体20人以上，平日票价九折，须提前一天预约。",
        ]
    )
    + of.odf_h("二、安全须知", 2)
    + of.odf_list(
        [
            "上船以前须穿好救生衣、戴好头盔，全程不得脱下；不会游泳的游客，请坐在皮筏中间。",
            "身高不足1.2米的儿童不能漂流。唯一的例外是身高1米至1.2米的儿童，穿上景区提供的儿童救生衣，由两名成人同筏"
            "陪同，可以乘坐家庭筏漂亲子段；不能漂全程和激情段。",
            "患有心脏病、高血压、癫痫的游客，孕妇，以及饮酒以后的游客，不能漂流。",
            "漂流途中不要站立、不要离开皮筏，不要用水枪或者水瓢向他人泼水；落水以后，请仰面漂浮，等待救生员救援。",
            "贵重物品请放在储物柜或者防水袋内，遗失由游客自行负责。",
        ]
    )
    + "</office:text>"
)

GUITAR_BOOK_ZH = [
    (
        "ch01.xhtml",
        "第一章　选一把合适的琴",
        "<h1>第一章　选一把合适的琴</h1>"
        "<p>第一把吉他不必买贵的，但一定要合适。琴太大，手够不着，按弦吃力；琴太小，弹起来别扭，声音也单薄。"
        "民谣吉他按琴身长度以“寸”来称呼，下面是按身高选琴的参考。</p>"
        "<h2>一、按身高选尺寸</h2>"
        "<p>身高1.2米以下的孩子，一般是6到8岁，选34寸的小琴；身高1.2米至1.5米的孩子，选36寸的旅行琴；身高1.5米至1.6米的"
        "青少年和个子不高的成年人，选38寸或者39寸的琴；身高1.6米以上的成年人，选40寸或者41寸的标准琴。"
        "拿不准的时候，坐下来把琴抱好，左手伸直，能轻松握住琴头的第一品，就是合适的尺寸。</p>"
        "<h2>二、琴弦</h2>"
        "<p>民谣吉他用钢弦，声音明亮；古典吉他用尼龙弦，手指按起来不那么疼，适合年纪小的孩子。初学民谣吉他，"
        "选细一些的“轻型”钢弦（第一弦0.011英寸）。琴弦一般2到3个月换一次，弦生锈、发闷或者音准不稳了就要换。</p>"
        "<h2>三、弦距</h2>"
        "<p>买琴时请店家把弦距调低，第十二品处的弦距以2.5毫米左右为宜，弦距太高是初学者按不动弦的最常见原因。</p>",
    ),
    (
        "ch03.xhtml",
        "第三章　每天怎么练",
        "<h1>第三章　每天怎么练</h1>"
        "<p>练琴贵在每天都练。与其周末一口气练三个小时，不如每天练20到30分钟。刚开始练的一两个星期，左手指尖会疼，"
        "这是正常的，等指尖磨出薄茧就好了；疼得厉害的时候，休息一天再练。</p>"
        "<h2>练什么</h2>"
        "<p>每次先用5分钟爬格子，活动手指，再练和弦转换：先练C、G、Am、Em四个和弦，每两个和弦之间来回转换一分钟。"
        "能在一分钟内转换30次以上，再开始练扫弦和第一首歌。</p>"
        "<h2>调音</h2>"
        "<p>每次练琴以前都要调音，用手机调音软件或者夹在琴头上的调音器就可以。标准调音从第六弦到第一弦依次是E、A、D、G、B、E。</p>",
    ),
]


def _bus_passes() -> bytes:
    """The coach operator's passes and terms: its paragraphs, the None among them the table of routes, and
    footnotes."""
    body = "".join(of.w_table(BUS_TABLE) if p is None else of.w_p(*p) for p in BUS_PARAGRAPHS)
    return of.steady(of.docx(body, BUS_STYLES, footnotes=BUS_FOOTNOTES))


FRESH26_DOCS: dict[str, str | bytes] = {
    "corrowby-beekeepers/members-handbook-2029.md": BEEKEEPERS_HANDBOOK,
    "the-wagging-yard/prices-and-rules.html": DOG_DAY_CARE_PAGE,
    "kellaway-coaches/school-bus-passes-2029-30.docx": _bus_passes(),
    "curtain-call-costume-hire/hire-prices-2029.xlsx": of.steady(of.xlsx(COSTUME_RATES)),
    "swiftwheel-couriers/new-rider-induction-2029.pptx": of.steady(of.pptx(COURIER_DECK)),
    "captain-confetti-parties/re-party-quote-for-isla.eml": PARTY_EML,
    "tumbletown-soft-play/prices-2029.pdf": make_pdf(SOFT_PLAY_PAGES),
    "槿州市关于发放育儿补贴的通知.txt": CHILDCARE_NOTICE_ZH,
    "邻里通快递驿站收费标准.csv": PARCEL_STATION_PRICES_ZH,
    "澜石新材料员工健康体检管理办法.docx": of.w_document(CHECKUP_RULES, [CHECKUP_TABLE], CHECKUP_STYLES),
    "青溪峡谷漂流票价和安全须知.odt": of.steady(of.odf("application/vnd.oasis.opendocument.text", RAFTING_BODY)),
    "民谣吉他零基础入门.epub": of.steady(of.epub(GUITAR_BOOK_ZH, title="民谣吉他零基础入门")),
}
