"""The documents of the answer evaluation's `fresh23` set (questions in tests/docs/answer_fresh23.py), written with
its questions, blind to how answers are produced, and committed before anything was scored on them. Coach holiday
firms, window cleaners, bakeries, tennis clubs, cookery schools, ski hire shops, inns, cities, hair salons, travel
agencies, youth hostels, books and people are made up.

- A coach holiday firm's brochure and booking conditions in Markdown, a long document (about 3,300 words): how its
  holidays work, seats and pick-up points, a table of thirteen holidays with the price a person sharing and the
  single supplement side by side, what is included, excursions, hotels, food, accessibility with no pets on the
  coaches and one exception for assistance dogs on the tours in the United Kingdom only, passports and insurance,
  booking and paying, and, deep inside, the cancellation charges by how long before departure, in look-alike rows
  (`harrowfield-coach-holidays/brochure-and-booking-conditions-2028-29.md`).
- A window cleaner's prices in HTML: a table of nine kinds of house with cleaning the outside every four weeks,
  every eight weeks and a one-off clean inside and out side by side, extras with a conservatory roof priced only
  after a visit, and how payment and rained-off days work (`glintwell-window-cleaning/prices.html`).
- A bakery's wholesale price list and terms for cafés and shops (.docx, built in code, with footnotes): a table of
  fourteen breads, pastries and bakes with the standing order price and the occasional order price side by side,
  celebration cakes made to order, ordering by 2pm the day before with one exception for a customer whose premises
  must close without warning, and the delivery charge for small orders only in a footnote
  (`hobbs-lane-bakery/wholesale-price-list-and-terms-2028.docx`).
- A tennis club's fees (.xlsx, built in code, three sheets): nine kinds of membership with the annual fee and the
  joining fee, court hire, floodlights and the ball machine for members and non-members side by side, and coaching
  for members and non-members (`ashby-park-tennis-club/fees-2028.xlsx`).
- A cookery school's season briefing for its front-of-house staff (.pptx, built in code): a table of classes with
  their length and price, booking and no refunds within 14 days of a class with one exception that moves (never
  refunds) a guest who is ill, in the speaker notes, allergies sent only to the head chef, in the speaker notes,
  gift vouchers and private classes (`saltbox-cookery-school/front-of-house-briefing-2028.pptx`).
- A ski hire shop's e-mail (.eml) to a family from the United Kingdom whose reply on top corrects the price of the
  adult premium package, over the family's question and the original quote quoted below it, which alone holds the
  junior packages and the helmets (`sport-kessler-hochalm/re-ski-hire-for-february-half-term.eml`).
- An inn's group menus and booking terms as a PDF: set menus of two and three courses in look-alike lines, the
  children's menu, a welcome drink, the deposit, the service charge, and exclusive hire priced only on request
  (`the-weighbridge-inn/group-menus-and-booking-terms-2028.pdf`).
- A Chinese city's notice on its dragon boat race (龙舟赛报名通知) as one long line: the race date, the classes
  of boat and crew, entry fees for large and small boats, training and prizes, and a supplement at the end that
  moves the race to a later day (`沅浦市第十二届端午龙舟赛报名通知.txt`).
- A Chinese hair salon's price list (.csv): fourteen rows of cuts, perms, colours and treatments with the prices of
  a stylist, a senior stylist and the creative director side by side, short and long hair in look-alike rows, and a
  scalp treatment priced only after a scalp test (`剪影美发沙龙价目表.csv`).
- A Chinese travel agency's terms for its group tours in China (跟团游报名和退团须知, .docx built in code) in
  numbered articles (第X条): children's prices by height, single rooms, and a table of cancellation charges by how
  many days before departure (`途悦旅行社国内跟团游报名和退团须知.docx`).
- A Chinese youth hostel's rules and prices (.odt, built in code): a table of dormitory beds and rooms with weekday
  and weekend prices side by side, and no guests under 18 with one exception for children with their parents in a
  family or private room (`栖岛青年旅舍入住须知和房价.odt`).
- Two chapters of a Chinese book on backpacking as an e-book (.epub built in code): packing, with the size of a
  backpack that differs by the length of the trip, and budgets and beds (`背包旅行入门.epub`).
"""

from __future__ import annotations

from . import office_files as of
from .pdf_files import make_pdf

COACH_BROCHURE = """# Harrowfield Coach Holidays: holidays and booking conditions 2028-29

Harrowfield Coach Holidays Ltd, Unit 4, Tannery Lane, Kingsbrook, Northshire KB6 2RT. Reservations: 01632 983 510,
Monday to Friday 9am to 5pm and Saturday 9am to 12 noon. Email: holidays@harrowfieldcoaches.example. We have taken
people from Kingsbrook and the villages around it on holiday since 1968, and we are members of the Coach Tourism
Association. Our holidays abroad are protected under our ATOL and ABTOT arrangements, so that the money you pay us is
safe even if something goes wrong with our business.

## 1. Welcome aboard

This brochure lists every holiday we run between April 2028 and March 2029, with our prices, and sets out the
booking conditions that apply to them. Please read the booking conditions before you book: they are the contract
between you and us, and they say what happens if you need to change or cancel your holiday, or if we do.

Most of our passengers are retired, many of them travel on their own, and a good number have been coming with us for
twenty years or more. A coach holiday is the easiest way we know to see a place: you pack once, our driver takes
care of the roads, the ferries and the parking, and our tour manager takes care of everything else. You will not
have to carry your suitcase further than the hotel door, or work out a foreign timetable, or sit in an airport.

## 2. How our holidays work

Every holiday starts with a pick-up near your home. On the first morning our local feeder coaches or taxis collect
you from one of our pick-up points and bring you to the tour coach at our depot in Tannery Lane. If you live within
twelve miles of Kingsbrook, our home pick-up service collects you from your front door instead, at no extra charge;
tell us when you book, and make sure that a taxi can stop safely outside your house.

On a holiday in the United Kingdom, the coach travels to the first hotel with a stop for coffee and a stop for lunch,
both at your own expense. On a holiday on the Continent, we cross from Dover to Calais by ferry or, on some dates, by
the tunnel from Folkestone, and the first night may be spent in a hotel in northern France. The tour manager will
tell you the day before each journey what time to have your luggage outside your room and when the coach will leave.

Each holiday has its own tour manager, who travels with the group from the first morning to the last evening. Our
tour managers know the places we visit, speak the languages you will need on the Continent, and look after tickets,
guides, hotel rooms, meals and any problem that arises. The driver's working hours are set by law, and the tour
manager plans each day so that the driver has the breaks and the rest that the law requires.

## 3. Our coaches and your seat

Our coaches are modern executive coaches with 49 reclining seats, extra legroom, air conditioning, a toilet and
washroom, a small kitchen for hot drinks, and seat belts on every seat, which you must wear whenever the coach is
moving. Every seat has a USB socket for charging a phone. We do not allow smoking or vaping anywhere on the coach.

Seats are allocated in the order in which holidays are booked: the earlier you book, the nearer the front you will
sit. The first two rows, behind the driver and behind the door, can be reserved for a supplement of £25 a person for
the whole holiday, whatever its length. The seat numbers you are given stay the same for the whole holiday; we do not
ask passengers to rotate seats. If you find it hard to climb steps, tell us when you book and we will give you a seat
near the door at no extra cost.

## 4. Where we pick you up

| Pick-up point | Usual time on the first morning |
|---|---|
| Kingsbrook, Tannery Lane depot (car park free for the length of your holiday) | 7:30am |
| Kingsbrook, Market Square, outside the town hall | 7:15am |
| Ellisford, the Green, by the war memorial | 7:00am |
| Brantham, Station Road, bus shelter opposite the railway station | 6:55am |
| Oldcote, the Plough car park | 6:45am |
| Sutton Waybridge, Church Lane lay-by | 6:40am |
| Marlow Heath, the village hall | 6:30am |

The exact time for your holiday is printed on your final documents. Please be at the pick-up point ten minutes before
this time; our feeder drivers cannot wait for passengers who are late, because the tour coach has a ferry or a hotel
to reach.

## 5. Our holidays for 2028-29

Prices are per person, sharing a twin or double room, and include everything listed in section 6. Travellers on
their own pay the single supplement for a single room, or for a double room for sole use where a hotel has no single
rooms. Holidays marked as abroad need a passport.

| Holiday | Nights | Departures | Price per person sharing | Single supplement |
|---|---|---|---|---|
| Cornwall's Coast and Gardens | 5 | 22 April, 17 June | £629 | £150 |
| Bruges and the Flanders Fields (abroad) | 4 | 29 April, 14 October | £589 | £135 |
| Lake District and a Windermere Cruise | 4 | 6 May, 23 September | £519 | £120 |
| Scottish Highlands and Loch Ness | 6 | 14 May, 10 September | £849 | £180 |
| Paris and Versailles (abroad) | 5 | 20 May, 7 October | £799 | £190 |
| Isle of Wight and Osborne House | 4 | 28 May, 2 September | £549 | £125 |
| The Rhine Valley and Cologne (abroad) | 7 | 4 June, 3 September | £1,049 | £245 |
| Snowdonia and the Welsh Narrow-Gauge Railways | 5 | 11 June | £679 | £140 |
| Lake Garda and Verona (abroad) | 9 | 12 June, 11 September | £1,349 | £295 |
| Yorkshire Dales and the Settle to Carlisle Railway | 4 | 18 July | £539 | £115 |
| Northern Ireland and the Giant's Causeway | 6 | 8 August | £899 | £195 |
| Turkey and Tinsel in the Cotswolds | 4 | 13 November | £449 | £95 |
| Christmas Markets of the Austrian Tyrol (abroad) | 5 | 29 November | £729 | £160 |

Every holiday needs at least 25 passengers to run. If a departure is full, ask us to put you on its waiting list:
places often come free in the last weeks, and we ring the people on the list in the order they joined it.

## 6. What your holiday includes

The price of every holiday includes:

- travel on one of our executive coaches throughout, with the same driver, and your pick-up near home;
- ferry or tunnel crossings on holidays abroad;
- the nights shown, in a room with its own bathroom, with a cooked or continental breakfast each morning and a
  three-course dinner each evening, except where a holiday's own page says that one evening is free;
- every excursion and entrance shown on the holiday's own page as included, such as the cruise on Windermere, the
  visit to Osborne House and the train from Settle to Carlisle;
- the services of a tour manager throughout;
- hotel porterage of one suitcase each, where the hotel offers it;
- all taxes, except the local tourist taxes that some towns abroad charge each night, which the hotel collects from
  you when you leave.

Your holiday price does not include travel insurance, lunches, drinks with dinner, tips for the driver and the tour
manager, or the optional excursions in section 7.

## 7. Optional excursions

On most holidays there is one day left free, and the tour manager offers an optional excursion for those who want
one. Optional excursions are booked and paid for on the coach, by card or in cash, and they run only when at least
fifteen passengers want to go. Examples for 2028 are a boat trip to St Michael's Mount from Marazion on the Cornwall
holiday (£24), a guided visit to the Palace of Versailles' private apartments on the Paris holiday (£38), a cable car
up Monte Baldo on the Lake Garda holiday (£42), and an evening at the Verona Arena for the opera, priced by the seats
the arena has left when the tour manager books them.

Those who do not want to go on an optional excursion are free to spend the day as they like. The tour manager will
give you a map and ideas, and is always happy to suggest a café or a walk.

## 8. Hotels and rooms

We choose our hotels ourselves, and we go back to the same ones year after year because our passengers like them.
They are three-star and four-star hotels, most of them family-run, in the centre of a town or a short walk from it.
Every room has its own bathroom; most hotels have a lift, and we tell you on the holiday's own page where one does
not. Rooms are allocated by the hotel on the day of arrival, and we cannot promise a particular view or floor,
although we always pass on requests.

If you are travelling with a friend and would like two single rooms rather than a twin room, please ask: single rooms
are limited in number in most hotels, and they go to those who book first. Twin rooms have two beds; double rooms
have one. We will do our best to give couples a double room if they ask for one.

## 9. Food and dietary needs

Breakfast and dinner are taken in the hotel, usually at tables set aside for our group. Dinner is a set menu of three
courses, with a choice of two or three dishes at each course on most evenings, and tea or coffee afterwards. Wine,
beer and soft drinks with dinner are not included and are paid for at the hotel, usually on your room bill.

Hotels can provide vegetarian, vegan, gluten-free and dairy-free meals and can cater for most allergies, if they know
in advance. Please tell us about any dietary need when you book, and remind the tour manager on the first day. On the
Continent, the words for allergies are printed on a card that the tour manager will give you to show waiters.

## 10. Accessibility and assistance

Our holidays involve some walking: from the coach to the sights, around gardens and towns, and on and off ferries and
trains. Each holiday's own page gives a walking grade from one to three. If you use a walking stick or a frame, you
will be fine on most of our holidays, but please ask us about the holidays with a lot of steps, such as the Rhine
Valley, where some of the castles are reached by steep paths.

We can carry a folding wheelchair or a folding mobility scooter in the luggage hold, free of charge, if you tell us
when you book. Our coaches do not have a wheelchair lift, so you need to be able to climb the coach's four steps, with
the help of the handrails and of our driver. A companion who helps you on holiday must book in the normal way.

We cannot take pets on our coaches or to our hotels. The one exception is a registered assistance dog, such as a
guide dog or a hearing dog, which travels free of charge with its owner on our UK tours only: the rules for taking
animals abroad and bringing them back into the country mean that we cannot take assistance dogs on our holidays to
the Continent or to Northern Ireland. Please tell us when you book that your assistance dog will be travelling, so
that we can tell the hotels and give you a seat with room for the dog at your feet.

## 11. Passports, travel insurance and health

For holidays abroad you need a full British passport that was issued less than ten years before the day you enter
the European Union and is valid for at least three months after the day you come home. If you hold another passport,
check the rules for your nationality well before you travel. The Northern Ireland holiday does not need a passport,
but please bring photographic identification for the ferry.

Travel insurance is a condition of booking. You must have a policy that covers you for medical treatment, repatriation
and cancellation, and you must give us its name and policy number before the balance is due. We can offer a policy
from our partner insurer, but you are free to buy your own. Please carry a Global Health Insurance Card on holidays
in Europe: it gives you the state healthcare of the country you are in, but it is not a substitute for insurance.

If you need medicines, bring enough for the whole holiday and a few days more, in your hand luggage, with a copy of
your prescription. Our tour managers are trained in first aid, but they cannot give you medicines of any kind.

## 12. Booking and paying

You can book by telephone, by email, or at our office in Tannery Lane. When you book, you pay a deposit of £100 a
person for a holiday in the United Kingdom, or £200 a person for a holiday abroad, together with any supplements for
a reserved seat. We send you a confirmation invoice within five working days; please check it carefully and tell us
straight away if anything is wrong.

The balance of the holiday price is due eight weeks before the departure date. We send a reminder two weeks before it
is due. If you book within eight weeks of departure, you pay the whole price when you book. If the balance is not paid
on time, we may treat the booking as cancelled by you and apply the cancellation charges in section 13.

We accept payment by debit card, credit card, bank transfer and cheque. We do not charge anything extra for paying by
credit card. Your final documents, with your pick-up time, your seat numbers, the hotels' addresses and telephone
numbers and luggage labels, are posted to you two weeks before the departure date.

Gift vouchers for our holidays are sold in any amount from £25 and can be used towards the deposit or the balance of
any holiday. They are valid for two years from the day they are bought.

## 13. If you cancel

If you need to cancel your holiday, ring us, and then confirm it in writing, by post or by email. The cancellation
takes effect on the day we receive your written confirmation. We then charge the cancellation charge below, worked out
from the number of days between that day and the departure date; it is a percentage of the total holiday price,
supplements included.

| When we receive your written cancellation | Cancellation charge |
|---|---|
| More than 56 days before departure | Your deposit only |
| 56 to 29 days before departure | 30% of the holiday price |
| 28 to 15 days before departure | 50% of the holiday price |
| 14 to 4 days before departure | 75% of the holiday price |
| 3 days or fewer before departure, or if you do not travel | 100% of the holiday price |

If one of two people sharing a room cancels, the other person pays the single supplement, or we will try to find
another passenger of the same sex to share the room with them, if they would like us to. Cancellation charges are
usually covered by travel insurance when the reason for cancelling is illness, injury or bereavement; please keep any
letters or certificates, because the insurer will ask for them. We cannot refund any part of a holiday that you miss
once it has begun.

## 14. If we change or cancel your holiday

We plan our holidays more than a year ahead, and occasionally we have to change them: a hotel may close, a ferry
timetable may change, or an attraction may be shut for repairs. If we make a minor change, such as a different hotel
of the same standard in the same town, we tell you as soon as we can. If we make a major change, such as changing the
departure date, moving the hotel to another town or cutting a night from the holiday, you may accept the change,
choose another holiday, or cancel and have all your money back.

If a holiday does not have enough passengers to run, we will tell you no later than eight weeks before the departure
date, and you may choose another holiday or have all your money back. We will never cancel a holiday after the
balance is due for lack of passengers. If we have to cancel a holiday for reasons outside our control, such as severe
weather, a strike or a war, we will give you your money back but we will not pay compensation.

## 15. Changing your booking

You can move to a different holiday, or to a different date of the same holiday, free of charge up to 57 days before
the departure of your original holiday, once per booking. After that, moving counts as cancelling, and the charges in
section 13 apply. You can change the name on a booking to another person at any time up to 14 days before departure
for a fee of £35 a person, as long as the new passenger meets the holiday's requirements, such as a valid passport.

## 16. Luggage

Each passenger may bring one suitcase of no more than 20 kg and one small bag or rucksack to keep on the coach, under
the seat in front or in the rack above. Please label your suitcase with the luggage labels we send you; our driver
loads it on the first morning and it is taken to your room by the hotel's porters where they have them. The coach's
luggage hold has room for one suitcase each, so we cannot take a second case or a large bag, and we ask you not to
bring suitcases that are bigger than 80 cm in height.

Keep your passport, your money, your medicines and anything of value in your small bag, with you. We are not
responsible for valuables left in the luggage hold or in a hotel room, and we recommend that your travel insurance
covers your luggage.

## 17. If something is not right

If something is not right on holiday, tell the tour manager straight away: nearly every problem can be put right on
the spot, and we cannot put right what we do not know about. If the tour manager cannot solve it, ring our office;
outside office hours, the emergency number on your final documents is answered day and night.

If you are still not satisfied, write to our managing director, Alastair Penhallow, at the address on the front of
this brochure, within 28 days of returning home. He will reply within 14 days. If we cannot settle a complaint about a
holiday between us, you may refer it to the independent dispute resolution scheme of the Coach Tourism Association.

## 18. Contact us

Reservations and questions about a booking: 01632 983 510, Monday to Friday 9am to 5pm and Saturday 9am to 12 noon.
Email holidays@harrowfieldcoaches.example. Our office at Unit 4, Tannery Lane, Kingsbrook, is open at the same times,
and we are always happy to see you for a cup of tea and a chat about where to go next.
"""

WINDOW_PRICES_PAGE = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Prices | Glintwell Window Cleaning, Tadcombe</title>
</head>
<body>
<header><a href="/">Glintwell Window Cleaning</a> &middot; <a href="/areas">Areas we cover</a> &middot; Prices</header>
<main>
<h1>Our prices</h1>
<p>Glintwell is a family window cleaning business, run by Dean and Kerry Marchbank, cleaning homes in Tadcombe,
Farrow Cross and the villages within six miles of them since 2011. We clean with purified water and carbon-fibre
poles, which leave glass spotless without ladders and without chemicals. Prices below are for each visit, from
1 March 2028.</p>

<h2>Regular and one-off cleaning</h2>
<table>
<thead><tr><th>Your home</th><th>Outside, every 4 weeks</th><th>Outside, every 8 weeks</th><th>One-off clean,
inside and out</th></tr></thead>
<tbody>
<tr><td>Flat or maisonette, ground or first floor</td><td>&pound;12</td><td>&pound;15</td><td>&pound;45</td></tr>
<tr><td>2-bedroom terraced house</td><td>&pound;14</td><td>&pound;18</td><td>&pound;55</td></tr>
<tr><td>3-bedroom terraced house</td><td>&pound;16</td><td>&pound;20</td><td>&pound;65</td></tr>
<tr><td>3-bedroom semi-detached house</td><td>&pound;18</td><td>&pound;23</td><td>&pound;70</td></tr>
<tr><td>4-bedroom semi-detached house</td><td>&pound;22</td><td>&pound;27</td><td>&pound;85</td></tr>
<tr><td>3-bedroom detached house</td><td>&pound;21</td><td>&pound;25</td><td>&pound;80</td></tr>
<tr><td>4-bedroom detached house</td><td>&pound;26</td><td>&pound;31</td><td>&pound;95</td></tr>
<tr><td>5-bedroom detached house</td><td>&pound;32</td><td>&pound;38</td><td>&pound;120</td></tr>
<tr><td>Bungalow, 2 or 3 bedrooms</td><td>&pound;15</td><td>&pound;19</td><td>&pound;60</td></tr>
</tbody>
</table>
<p>Regular cleans include the frames, sills and doors at every visit. A house with a loft conversion or an extension
may cost a little more; we will tell you before the first clean.</p>

<h2>Extras</h2>
<table>
<thead><tr><th>Extra</th><th>Price</th></tr></thead>
<tbody>
<tr><td>Conservatory sides and frames, with a regular clean</td><td>&pound;9 a visit</td></tr>
<tr><td>Conservatory roof</td><td>Priced after a visit: it depends on the size of the roof and whether it is glass or
polycarbonate</td></tr>
<tr><td>Gutter clearing, up to a 3-bedroom semi-detached house</td><td>&pound;60</td></tr>
<tr><td>Gutter clearing, larger houses</td><td>&pound;80</td></tr>
<tr><td>Fascias and soffits washed</td><td>&pound;50 to &pound;90, depending on the house</td></tr>
<tr><td>Solar panels, up to 12 panels</td><td>&pound;40</td></tr>
</tbody>
</table>

<h2>How it works</h2>
<ul>
<li>You do not need to be in for an outside clean, as long as we can get to the back of the house through a side gate
that is not locked.</li>
<li>We send a text the evening before each visit, and a bill by email after it. Please pay within 7 days, by bank
transfer, by card on our website, or in cash if you are at home.</li>
<li>If rain or ice stops us from cleaning, we come back within five working days. If it rains after we have cleaned,
the purified water means your windows will still dry clear.</li>
<li>There is no contract: you can stop your regular clean at any time by letting us know before the next visit.</li>
</ul>

<h2>Get in touch</h2>
<p>Ring or text Dean on 07700 900 418, or email hello@glintwell.example. We answer messages from Monday to Saturday,
8am to 6pm.</p>
</main>
</body>
</html>
"""

BAKERY_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
BAKERY_PARAGRAPHS = [
    ("Hobbs Lane Bakery: wholesale price list and terms for 2028", "Title"),
    (
        "For cafés, delis, farm shops and restaurants. Hobbs Lane Bakery, 17 Hobbs Lane, Wexcote WX2 5PL. Wholesale "
        "orders: 01632 981 440 or wholesale@hobbslanebakery.example. Prices from 1 February 2028.",
        None,
    ),
    ("Standing orders and occasional orders", "Heading1"),
    (
        "A standing order is the same order, or one that changes by no more than a fifth, delivered on at least three "
        "days a week for at least four weeks in a row. Customers with a standing order pay the standing order price; "
        "every other order is charged at the occasional order price. You can change a standing order with a week's "
        "notice.",
        None,
    ),
    ("Prices", "Heading1"),
    None,  # the table of prices
    (
        "Celebration cakes, tiered cakes and cakes with a name or a message are made to order and priced when you "
        "order them; please give us at least five days' notice.",
        None,
    ),
    ("Ordering", "Heading1"),
    (
        "Orders, and changes to orders, must reach us by 2pm on the day before delivery, by phone, by email or through "
        "our ordering page. Orders for a Monday must reach us by 2pm on the Saturday before, because the bakery is "
        "closed on Sundays. We cannot take an order for delivery on the same day.",
        None,
    ),
    (
        "We cannot accept changes or cancellations after the 2pm cut-off, because by then we have started to make your "
        "order, and an order cancelled after it is charged in full. The one exception is a customer whose premises "
        "have to close without warning, because of a burst pipe, a power cut, a fire or a closure by the council's "
        "food safety officers: they can cancel the next day's delivery free of charge by ringing our night line, "
        "01632 981 447, up to 10pm.",
        None,
    ),
    ("Delivery", "Heading1"),
    (
        "Our vans deliver from Monday to Saturday between 5am and 8am to customers within 12 miles of Hobbs Lane. "
        "Delivery is free for orders of £40 or more. Customers further away can collect from the bakery from 4:30am, "
        "or use our partner courier.",
        None,
    ),
    ("Paying", "Heading1"),
    (
        "New customers pay for their first four weeks of orders in advance. After that we send a statement every "
        "fortnight, to be paid within 14 days by bank transfer. Our prices include VAT where it applies: bread and "
        "cakes are free of VAT, hot food and some savoury bakes are not.",
        None,
    ),
    ("Allergens", "Heading1"),
    (
        "Every product comes with a label listing its ingredients and the 14 allergens. Our bakery handles nuts, sesame, "
        "milk and eggs, so we cannot promise that any product is free from them.",
        None,
    ),
]
BAKERY_TABLE = [
    ["Product", "Unit", "Standing order price", "Occasional order price"],
    ["White sandwich loaf, 800g", "Each", "£1.95", "£2.25"],
    ["Wholemeal sandwich loaf, 800g", "Each", "£2.05", "£2.35"],
    ["White sourdough, 900g", "Each", "£3.10", "£3.50"],
    ["Seeded sourdough, 900g", "Each", "£3.40", "£3.80"],
    ["Rye sourdough, 750g", "Each", "£3.30", "£3.70"],
    ["Ciabatta", "Pack of 6", "£4.20", "£4.80"],
    ["Focaccia, rosemary and sea salt", "Tray of 12 portions", "£11.50", "£12.90"],
    ["Brioche burger buns", "Pack of 12", "£5.40", "£6.00"],
    ["Butter croissants", "Box of 12", "£8.40", "£9.60"],
    ["Pain au chocolat", "Box of 12", "£9.00", "£10.20"],
    ["Cinnamon buns", "Box of 12", "£10.80", "£12.00"],
    ["Sausage rolls, large", "Box of 10", "£11.00", "£12.50"],
    ["Chocolate brownies", "Tray of 16", "£14.40", "£16.00"],
    ["Lemon drizzle traybake", "Tray of 16", "£13.60", "£15.20"],
]
BAKERY_FOOTNOTES = [
    "Orders of less than £40 are delivered for a charge of £6.50 a delivery.",
    "Prices are fixed until 31 January 2029, unless the price of flour rises by more than a tenth.",
]

TENNIS_FEES = {
    "Membership": [
        ["Category", "Annual fee", "Joining fee", "Who it is for"],
        ["Adult", "£245", "£50", "Aged 26 and over"],
        ["Young adult", "£145", "£25", "Aged 18 to 25"],
        ["Student", "£95", "None", "In full-time education, any age, with a student card"],
        ["Junior", "£75", "None", "Aged 8 to 17"],
        ["Mini", "£40", "None", "Under 8"],
        ["Family", "£520", "£70", "Two adults and their children under 18 at the same address"],
        ["Senior", "£165", "£25", "Aged 70 and over"],
        ["Off-peak adult", "£150", "£25", "Aged 18 and over, playing on weekdays before 5pm only"],
        ["Social", "£30", "None", "Use of the clubhouse and its events, no tennis"],
        [],
        [
            "The membership year runs from 1 April to 31 March. Members who join after 1 October pay half the annual fee."
        ],
        ["Annual fees can be paid in ten monthly instalments by Direct Debit, from April to January."],
    ],
    "Courts": [
        ["Item", "Members", "Non-members"],
        ["Court, off-peak (weekdays before 5pm), an hour", "Free", "£8"],
        ["Court, peak (weekdays from 5pm, and weekends), an hour", "Free", "£14"],
        ["Floodlights, an hour, on top of the court", "£3", "£5"],
        ["Guest playing with a member, a visit", "£6", "Not applicable"],
        ["Ball machine, an hour", "£5", "£9"],
        [],
        ["Courts are booked online up to 7 days ahead; non-members can book up to 3 days ahead."],
        ["Ashby Park Tennis Club, Ashby Park Road, Ellerthorpe EL4 9QS. Club secretary: Naomi Grieve."],
    ],
    "Coaching": [
        ["Course", "Members", "Non-members"],
        ["Adult group coaching, 8 weeks of 1 hour", "£72", "£96"],
        ["Junior group coaching, ages 8 to 17, 10 weeks of 1 hour", "£60", "£80"],
        ["Mini tennis, ages 4 to 7, 10 weeks of 45 minutes", "£45", "£60"],
        ["Private lesson with the head coach, 1 hour", "£48", "£55"],
        ["Private lesson with an assistant coach, 1 hour", "£32", "£38"],
        ["Cardio tennis, drop-in session", "£7", "£9"],
        [],
        ["Head coach: Ruairi Maddox. Book coaching at coaching@ashbyparktennis.example."],
    ],
}

COOKERY_DECK = [
    {
        "title": "Saltbox Cookery School: 2028 season briefing",
        "body": [
            "For front-of-house and bookings staff, Monday 10 January 2028",
            "Presented by Imogen Tate, school manager",
        ],
    },
    {
        "title": "Our classes for 2028",
        "table": [
            ["Class", "Length", "Price per person"],
            ["Knife skills", "3 hours", "£85"],
            ["Fresh pasta", "3 hours", "£95"],
            ["Thai street food", "4 hours", "£120"],
            ["Sourdough bread", "Full day, 10am to 4pm", "£165"],
            ["French patisserie", "Full day, 10am to 4pm", "£175"],
            ["Fish and shellfish", "Full day, 10am to 4pm", "£185"],
            ["Kids' pizza club, ages 8 to 12", "2 hours", "£40"],
        ],
        "body": [
            "Every class ends with a meal of what the guests have cooked, and they take home what is left",
            "Aprons, ingredients and recipes are included; guests bring a container for leftovers",
        ],
    },
    {
        "title": "Booking, moving and cancelling",
        "body": [
            "Guests pay in full when they book",
            "Moving to another date, or cancelling with a full refund: up to 14 days before the class",
            "Within 14 days of the class: no refunds and no moves",
            "A guest can send someone else in their place at any time; just change the name on the booking",
        ],
        "notes": [
            "People will push on this one, so be clear and kind. Within 14 days of a class there are no refunds, "
            "whatever the reason, because we have bought the ingredients and turned other guests away. The one "
            "exception is a guest who is ill and sends us a doctor's note before the class: we move them to "
            "another date of the same class, once, free of charge. We still do not refund them. If we cancel a "
            "class ourselves, every guest gets a full refund or another date, whichever they prefer."
        ],
    },
    {
        "title": "Allergies and dietary needs",
        "body": [
            "Ask every guest about allergies and dietary needs when they book",
            "Vegetarian versions of every class; vegan and gluten-free versions of some",
            "Our kitchen uses nuts, sesame, gluten, milk and eggs every day",
        ],
        "notes": [
            "Do not answer allergy questions yourselves, and do not leave them in the general bookings inbox. Forward "
            "anything about allergies, however small, straight to our head chef, Tomasz Wierzbicki, at "
            "tomasz@saltboxcookery.example. He replies within one working day and may ring the guest to talk it "
            "through before the class."
        ],
    },
    {
        "title": "Gift vouchers and private classes",
        "body": [
            "Gift vouchers for any class or any amount from £25, valid for 12 months",
            "Private classes for groups of 8 to 12, for birthdays, hen parties and teams: Imogen quotes for each one",
        ],
    },
    {
        "title": "Who to contact",
        "body": [
            "Bookings: bookings@saltboxcookery.example, 01632 984 260",
            "Saltbox Cookery School, The Old Dairy, Mill Lane, Elmbridge EB3 7NW",
        ],
    },
]

SKI_HIRE_EML = """Message-ID: <20281114093012.5512@sport-kessler.example>
Date: Tue, 14 Nov 2028 09:30:12 +0100
From: Lukas Kessler <lukas@sport-kessler.example>
To: Rachel Whitaker <rachel.whitaker@postbox.example>
Subject: Re: Ski hire for February half term
In-Reply-To: <ZxR81kq@postbox.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Dear Rachel,

Thank you for your message, and I am sorry: in my quote I gave you last winter's price for the adult Premium
package. For the 2028-29 season the adult Premium package for six days costs EUR 205, not EUR 189. The Comfort and
junior packages, the helmets and the insurance stay as I quoted them.

To answer your question: yes, we can have everything ready for you on the Saturday, 10 February, from 4pm, so that
you can ski from the first morning. Please come to the shop with your boot sizes, heights and weights, or fill them
in on our website before you arrive.

Best regards from Hochalm,
Lukas Kessler

On Sun, 12 Nov 2028 at 19:05, Rachel Whitaker <rachel.whitaker@postbox.example> wrote:
> Dear Lukas,
>
> Thank you for the quote. Can we collect the skis on the Saturday afternoon when we arrive?
>
> Rachel
>
> On Fri, 10 Nov 2028 at 11:48, Lukas Kessler <lukas@sport-kessler.example> wrote:
>> Dear Mrs Whitaker,
>>
>> Thank you for asking us to quote for your family's ski hire in Hochalm from 11 to 16 February 2029. Here
>> are our prices for six days:
>>
>> Adult Premium package, skis, boots and poles for good skiers: EUR 189
>> Adult Comfort package, skis, boots and poles for beginners and intermediates: EUR 149
>> Junior package, ages 7 to 14: EUR 79
>> Child package, under 7: EUR 59
>> Helmet, adults: EUR 28
>> Helmet, children up to 14: EUR 18
>> Breakage and theft insurance: EUR 3 a day for each person
>>
>> Book online by 15 December and you get 10% off the packages, but not the helmets or the insurance. You can
>> swap skis once a day at no charge if they do not suit you.
>>
>> Best regards,
>> Lukas Kessler
>> Sport Kessler, Dorfstrasse 12, 6456 Hochalm, Austria · +43 5253 6120
"""

INN_MENU_PAGES = [
    [
        "The Weighbridge Inn, Lower Fenby",
        "Group menus and booking terms for 2028",
        "For parties of 10 or more, in the Barn Room or the restaurant, lunch or dinner, every day but Christmas Day.",
        "Menu A, two courses: GBP 27 a head",
        "Menu A, three courses: GBP 33 a head",
        "Menu B, two courses: GBP 35 a head",
        "Menu B, three courses: GBP 43 a head",
        "Children's menu, under 12, two courses with a soft drink: GBP 14",
        "Welcome drink, a glass of prosecco or an elderflower fizz: GBP 7.50 a head",
        "Cheese board for the table, for 10 people: GBP 45",
        "Menu A: roast of the day or a vegetable pie, with seasonal puddings.",
        "Menu B: a choice of three starters, three mains including a fish and a vegetarian dish, and three puddings.",
    ],
    [
        "Booking your party",
        "A deposit of GBP 15 a head secures your booking and comes off the final bill.",
        "Please send us your menu choices and final numbers 5 days before the meal.",
        "The deposit is refunded in full if you cancel more than 14 days before the meal.",
        "A discretionary service charge of 10% is added to the bills of parties of 8 or more.",
        "The Barn Room seats up to 40 guests. Exclusive hire of the whole inn: price on request.",
        "Ask for Ruth Okafor, our general manager, about exclusive hire, weddings and wakes.",
        "The Weighbridge Inn, Mill Road, Lower Fenby LF3 8AZ. Telephone 01632 986 115.",
    ],
]

DRAGON_BOAT_NOTICE_ZH = (
    "沅浦市第十二届端午龙舟赛报名通知。为弘扬中华优秀传统文化，丰富市民节日文化生活，经研究，定于端午节期间举办沅浦市第十二届"
    "端午龙舟赛，现将报名有关事项通知如下。一、比赛时间和地点：2028年5月28日（星期日）上午8:30开赛，地点为沅浦江滨江公园段，"
    "赛道长度500米。二、比赛组别：男子公开组，使用22人龙舟（划手20名、鼓手1名、舵手1名）；女子组，使用12人龙舟（划手10名、"
    "鼓手1名、舵手1名）；混合组，使用22人龙舟，女队员不少于8名；青少年组，使用12人龙舟，队员年龄为14至17周岁。每支队伍可以"
    "另报替补队员2名。三、参赛条件：除青少年组外，队员须年满16周岁，身体健康，会游泳，能够穿着救生衣游50米；青少年组队员须由"
    "学校或者监护人出具同意书。四、报名费：22人龙舟每队1200元，12人龙舟每队800元，青少年组免收报名费。报名费包含比赛用船、"
    "救生衣、桨和比赛当天的午餐，队服由各队自备。五、报名时间和方式：2028年4月1日至4月20日，通过“沅浦体育”公众号在线报名，"
    "每个单位限报2支队伍，报名成功后3个工作日内缴纳报名费，逾期视为放弃。六、训练安排：组委会于5月8日至5月25日每天14:00至"
    "18:00在沅浦江训练基地提供训练用船，每队限预约3次，每次2小时，每次收取场地费200元。七、奖励：各组第一名奖金8000元，第二名"
    "奖金5000元，第三名奖金3000元，第四至第六名各获纪念奖杯一座。八、安全要求：比赛和训练期间全体队员必须穿着救生衣，遇雷雨、"
    "大风等天气，组委会有权暂停或者推迟比赛。九、咨询电话：0745-2261 8830（工作日9:00至17:00）。沅浦市文化广电旅游体育局　"
    "2028年3月15日。补充通知（2028年5月10日）：因沅浦江上游来水增加，江面水位上涨，经组委会研究，比赛改在2028年6月4日"
    "（星期日）上午8:30举行，地点不变；训练用船的开放时间相应延长至6月1日，其他事项不变。特此通知。"
)

HAIR_SALON_PRICES_ZH = """项目,发型师,资深发型师,设计总监,说明
洗剪吹 男士,38,58,88,含洗发和吹风造型
洗剪吹 女士,48,78,128,含洗发和吹风造型
儿童剪发,28,38,58,12岁以下
洗吹造型,30,40,60,不含剪发
烫发 短发,198,298,398,含烫后护理一次
烫发 中长发,268,368,498,含烫后护理一次
染发 短发,168,238,328,含染后护理一次
染发 中长发,228,298,398,含染后护理一次
漂发,258,358,458,每次
挑染,188,268,368,每次
深层护理,98,128,168,每次约40分钟
头皮护理,按头皮检测结果定价,按头皮检测结果定价,按头皮检测结果定价,须先做免费头皮检测
新娘跟妆,不提供,680,980,须提前7天预约
接发,不提供,按发量定价,按发量定价,须到店咨询
说明,价格单位为元；中长发指头发长度过肩。,,,
说明,营业时间每天10:00至21:30；地址：沅浦市解放路128号二楼；预约电话：0745-2267 5512。,,,
"""

TRAVEL_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
TRAVEL_RULES = [
    ("途悦旅行社国内跟团游报名和退团须知", "Title"),
    ("（2028年版，适用于途悦旅行社组织的国内跟团游）", None),
    ("第一章　报名", "Heading1"),
    (
        "第一条　游客报名时须与本社签订《国内旅游组团合同》，并提供全体出游人的姓名、身份证号码和联系电话。本须知是合同的"
        "组成部分。",
        None,
    ),
    (
        "第二条　报名时须交纳团费的30%作为订金，余款在出发前7日内交清；出发前7日内报名的，报名时一次交清团费。",
        None,
    ),
    (
        "第三条　2周岁以上、12周岁以下且身高不超过1.2米的儿童按儿童价收费，儿童价为成人团费的60%，含车位、半价门票和"
        "正餐，不占床位、不含早餐；身高超过1.2米的儿童，不论年龄，一律按成人价收费，享受成人的全部服务。2周岁以下的婴儿"
        "免收团费，不占座位和床位。",
        None,
    ),
    (
        "第四条　本社按两人一间安排住宿。单人报名的游客，本社尽量安排同性别游客拼住；无法拼住或者游客要求单住的，须补交"
        "单房差，金额见各线路的行程单。",
        None,
    ),
    (
        "第五条　70周岁以上的游客报名时须签署健康声明，并由直系亲属陪同出游；80周岁以上的游客不能参加高原和探险类线路。",
        None,
    ),
    ("第二章　退团", "Heading1"),
    (
        "第六条　游客在出发前要求退团的，须以书面形式（含短信和微信）通知本社，退团时间以本社收到通知的时间为准。",
        None,
    ),
    ("第七条　游客退团的，按下表扣除损失费，其余团费退还游客：", None),
    None,  # the table of charges
    (
        "第八条　游客可以在出发前将本人的名额转让给符合报名条件的第三人，因此增加的费用（如机票改签费）由游客承担，不收取"
        "损失费。",
        None,
    ),
    (
        "第九条　因不可抗力或者政府部门的要求取消行程的，本社退还全部团费，扣除已经向地接社、酒店和交通部门支付且无法退回的"
        "费用。",
        None,
    ),
    ("第三章　附则", "Heading1"),
    (
        "第十条　本须知自2028年1月1日起施行。咨询电话：0745-2260 7788（每天9:00至20:00），门店地址：沅浦市人民路66号。",
        None,
    ),
]
TRAVEL_TABLE = [
    ["退团时间", "扣除的损失费"],
    ["出发前15日以上（含第15日）", "不扣除损失费，退还全部团费"],
    ["出发前14日至7日", "团费的10%"],
    ["出发前6日至4日", "团费的20%"],
    ["出发前3日至1日", "团费的40%"],
    ["出发当日或者未到集合地点", "团费的60%"],
]

HOSTEL_BODY = (
    "<office:text>"
    + of.odf_h("栖岛青年旅舍入住须知和房价", 1)
    + of.odf_p(
        "栖岛青年旅舍位于沅浦市老城区临江路9号，步行到地铁2号线临江路站约3分钟。前台24小时值班，电话0745-2263 4471。"
    )
    + of.odf_h("一、房型和价格", 2)
    + of.odf_p("以下价格为每晚价格，单位为元，床位按人计，房间按间计：")
    + of.odf_table(
        [
            ["房型", "平日（周日至周四）", "周末（周五、周六）和法定节假日", "说明"],
            ["6人间混住床位", "65", "85", "公共卫浴"],
            ["4人间混住床位", "75", "95", "公共卫浴"],
            ["4人间女生床位", "80", "100", "仅限女生，独立卫浴"],
            ["大床房", "228", "288", "独立卫浴，可住2人"],
            ["双床房", "238", "298", "独立卫浴，可住2人"],
            ["家庭房", "328", "398", "一张大床和一张单人床，独立卫浴，可住3人"],
        ]
    )
    + of.odf_list(
        [
            "入住时须交押金100元，退房时退还；床位含床单被套和一把储物柜钥匙。",
            "连续入住7晚以上的，第8晚起床位价格打八折；房间不参加折扣。",
            "早餐每位25元，须在前一晚22:00前到前台登记。",
        ]
    )
    + of.odf_h("二、入住须知", 2)
    + of.odf_list(
        [
            "入住时间为14:00以后，退房时间为次日12:00以前；退房后可以在前台免费寄存行李至当天22:00。",
            "入住须出示本人有效身份证件，每人一证。",
            "本旅舍不接待未满18周岁的未成年人入住。唯一的例外是由父母或者其他监护人陪同、与其同住家庭房、大床房或者"
            "双床房的未成年人；未成年人不能入住任何床位房。",
            "公共区域23:00以后请保持安静；全楼禁止吸烟，禁止在房间内使用电器做饭。",
            "公共厨房开放时间为7:00至22:00，洗衣机每次10元，烘干机每次10元。",
        ]
    )
    + "</office:text>"
)

BACKPACKING_BOOK_ZH = [
    (
        "ch03.xhtml",
        "第三章　行李和装备",
        "<h1>第三章　行李和装备</h1>"
        "<p>背包旅行的乐趣，一半来自轻装上路。行李越少，换乘越方便，走路越轻松，也越不容易丢东西。第一次出门的人最常犯的错误，"
        "就是什么都想带，结果一路背着用不上的东西。</p>"
        "<h2>一、背包选多大</h2>"
        "<p>背包的大小按旅行天数来选，并且要考虑是否露营。周末两天以内的短途旅行，20至30升的背包就够了；3至7天的旅行，"
        "选35至50升的背包；一周以上的长途旅行，或者需要背帐篷、睡袋露营的，选55至70升的背包。背包装满后的重量最好不要超过"
        "体重的四分之一，第一次背包旅行的人最好控制在体重的五分之一以内。</p>"
        "<h2>二、衣物怎么带</h2>"
        "<p>衣物按“洗一套、穿一套、备一套”准备，不论旅行多长，三套就够了，一路上找机会洗。选速干面料，不选纯棉。天气可能"
        "变化的地方，一定带一件防风防雨的外套。鞋子只带一双合脚的徒步鞋，再加一双轻便的拖鞋。</p>"
        "<h2>三、证件和钱</h2>"
        "<p>身份证、银行卡和少量现金分开放，贴身放一份，背包里放一份。手机里保存证件的照片，并把行程告诉家人。</p>",
    ),
    (
        "ch06.xhtml",
        "第六章　预算和住宿",
        "<h1>第六章　预算和住宿</h1>"
        "<p>背包旅行的花费主要是交通、住宿和吃饭。出发前按天列一张预算表，再留出总预算的15%作为机动，应付涨价和意外。</p>"
        "<h2>住在哪里</h2>"
        "<p>青年旅舍的床位是背包客最常见的选择，价格便宜，还容易结识同路的人。女生可以选女生宿舍，休息好的话可以选独立房间。"
        "旺季和节假日要提前订，淡季到了当地再订往往更便宜。</p>",
    ),
]


def _price_list() -> bytes:
    """The bakery's price list: its paragraphs, the None among them the table of prices, and footnotes."""
    body = "".join(of.w_table(BAKERY_TABLE) if p is None else of.w_p(*p) for p in BAKERY_PARAGRAPHS)
    return of.steady(of.docx(body, BAKERY_STYLES, footnotes=BAKERY_FOOTNOTES))


FRESH23_DOCS: dict[str, str | bytes] = {
    "harrowfield-coach-holidays/brochure-and-booking-conditions-2028-29.md": COACH_BROCHURE,
    "glintwell-window-cleaning/prices.html": WINDOW_PRICES_PAGE,
    "hobbs-lane-bakery/wholesale-price-list-and-terms-2028.docx": _price_list(),
    "ashby-park-tennis-club/fees-2028.xlsx": of.steady(of.xlsx(TENNIS_FEES)),
    "saltbox-cookery-school/front-of-house-briefing-2028.pptx": of.steady(of.pptx(COOKERY_DECK)),
    "sport-kessler-hochalm/re-ski-hire-for-february-half-term.eml": SKI_HIRE_EML,
    "the-weighbridge-inn/group-menus-and-booking-terms-2028.pdf": make_pdf(INN_MENU_PAGES),
    "沅浦市第十二届端午龙舟赛报名通知.txt": DRAGON_BOAT_NOTICE_ZH,
    "剪影美发沙龙价目表.csv": HAIR_SALON_PRICES_ZH,
    "途悦旅行社国内跟团游报名和退团须知.docx": of.w_document(TRAVEL_RULES, [TRAVEL_TABLE], TRAVEL_STYLES),
    "栖岛青年旅舍入住须知和房价.odt": of.steady(of.odf("application/vnd.oasis.opendocument.text", HOSTEL_BODY)),
    "背包旅行入门.epub": of.steady(of.epub(BACKPACKING_BOOK_ZH, title="背包旅行入门")),
}
