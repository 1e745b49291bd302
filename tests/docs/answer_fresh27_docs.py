"""The documents of the answer evaluation's `fresh27` set (questions in tests/docs/answer_fresh27.py), written with its
questions, blind to how answers are produced, and committed before anything was scored on them. Gliding clubs,
picture framers, scaffolding firms, surf schools, community radio stations, glaziers, paintball sites, cities, shoe
repairers, companies, water parks, books and people are made up.

- A gliding club's handbook for its members, in Markdown, a long document (about 3,300 words): a table of the classes
  of membership with the subscription paid for the year in one go, the monthly payment and the joining fee side by
  side, flying charges for members and temporary members side by side, no solo flight in a club glider without a check
  flight on the day with one exception for pilots who hold the Bronze badge and have flown solo at the club within the
  last 14 days, hangar and trailer park space by the year and the month, the bunkhouse, and, deep inside, the charges
  for retrieves after a landing in a field in look-alike lines (`harrowfell-gliding-club/members-handbook-2030.md`).
- A picture framer's prices page in HTML: six sizes of frame in plain wood, solid oak and gilded mouldings side by
  side, glass and mounts as extras by size, turnaround, and no cleaning or restoring of paintings
  (`gilt-and-grain-framing/framing-prices.html`).
- A scaffolding firm's prices and terms for homeowners (.docx, built in code, with footnotes): a table of nine jobs
  with the price for up to four weeks and for each further week side by side, nobody but the firm's scaffolders
  altering a scaffold with one exception for the access ladder, and the scaffold alarm only in a footnote
  (`brackwell-scaffolding/homeowners-prices-and-terms-2030.docx`).
- A surf school's prices (.xlsx, built in code, three sheets): lessons and courses at the adult and the junior price
  side by side, boards, wetsuits and paddleboards for two hours, a half day, a day and a week side by side, and camps
  for schools and groups priced only on request (`tidewrack-surf-school/prices-2030.xlsx`).
- A community radio station's induction deck for new volunteers (.pptx, built in code): studio hire for members,
  non-members and charities side by side, volunteers under 18 out of the building by 8pm with one exception for the
  Friday youth show, in the speaker notes, and whom to ring when the station goes off air, in the speaker notes
  (`brackmoor-fm/new-volunteer-induction-2030.pptx`).
- A glazier's e-mail (.eml) whose reply on top raises the price of the bay window units after measuring, over the
  customer's question and the original quote quoted below it, which alone holds the cat flap and the other prices
  (`clearview-glazing/re-quote-for-windows-and-back-door.eml`).
- A paintball site's prices as a PDF: adults, juniors and mini paintball at off-peak and peak times in look-alike
  lines, extra paintballs by the bag, group days and parties, and exclusive use of the site priced only on request
  (`blackthorn-woods-paintball/prices-2030.pdf`).
- A Chinese city's notice on its living allowance for new graduates (高校毕业生生活补贴) as one long line: who can
  apply, the allowance a month for college, bachelor's, master's and doctoral graduates in look-alike clauses, how long
  it is paid, applying and paying, and a supplementary notice at the end that raises the allowance for bachelor's
  graduates (`岚江市关于发放高校毕业生生活补贴的通知.txt`).
- A Chinese shoe repairer's price list (.csv): sixteen rows of heels, soles, zips and cleaning with the price for men's
  and for women's shoes side by side, short and long boots in look-alike rows, and luxury shoes and bags priced only
  after seeing them (`老街巧匠修鞋店价目表.csv`).
- A Chinese company's rules on rewards for referring new staff (员工内部推荐奖励办法, .docx built in code) in
  numbered articles (第X条): a table of rewards by post in look-alike rows, the reward paid in two halves, how long a
  referral stays valid, and who gets no reward (`启衡科技员工内部推荐奖励办法.docx`).
- A Chinese water park's prices and rules (.odt, built in code): a table of tickets by visitor with weekday and
  weekend prices side by side, and nobody under 1.4 metres on the big slides with one exception for children of 1.2 to
  1.4 metres on the family raft slide with an adult (`碧浪湾水上乐园票价和游玩须知.odt`).
- Two chapters of a Chinese book for beginners at knitting as an e-book (.epub built in code): the size of needle for
  each weight of yarn, how much yarn a scarf takes, and casting on (`棒针编织零基础.epub`).
"""

from __future__ import annotations

from . import office_files as of
from .pdf_files import make_pdf

GLIDING_HANDBOOK = """# Harrowfell Gliding Club: members' handbook 2030

Harrowfell Gliding Club, Harrowfell Airfield, Stainmoor Road, Thorncliffe KR9 6GA. Club office: 01632 997 340, open
on flying days from 8:30am, or office@harrowfellgliding.example. This handbook is for the membership year from 1
January to 31 December 2030 and replaces the handbook for 2029. Please read it before your first flying day, keep it
in your car, and read the parts on check flights and on landing out again before every soaring season.

## 1. Welcome

Harrowfell Gliding Club was founded in 1952 by a group of former wartime glider pilots who bought an old army winch
and flew from a farmer's field at the foot of the moor. Since 1961 we have flown from our own airfield on the ridge
above Thorncliffe, where the west wind meets the edge of the moor and gives us ridge lift on most winter days and
thermals from April to September. We have about 230 members, from cadets of fourteen who are learning to fly to
pilots who have flown more than 500 kilometres in a day and represented the country in competitions.

The club is owned by its members and run by volunteers: a committee of ten elected at the annual general meeting in
November, a chief flying instructor and about thirty instructors, tug pilots and winch drivers, and the members who
turn up on every flying day to push gliders, drive the retrieve vehicles, log the launches and make the tea. Gliding
is a team sport: nobody launches alone, and nobody flies who has not helped others to fly.

## 2. The airfield and the flying day

The airfield is open for flying every Wednesday, Saturday and Sunday of the year, and every day during the course
weeks from May to August, weather permitting. The flying day starts with the briefing in the clubhouse at 8:45am,
where the duty instructor gives the weather, the runway in use and the plan for the day. Everyone who means to fly
must be at the briefing. After it, members help to take the gliders out of the hangar, carry out the daily
inspections and tow them to the launch point.

Flying normally ends half an hour before sunset. Every glider must be washed, put away and signed in before anyone
goes home, and the last members to leave lock the hangar and the clubhouse and switch off the runway lights.

Visitors are welcome in the clubhouse and at the viewing area by the launch point, but must not walk onto the
airfield. Children under 14 who are not cadet members must stay with an adult at all times. Dogs must be kept on a
lead and away from the launch point, and are not allowed in the clubhouse except for assistance dogs.

## 3. Membership and subscriptions

Every flying member belongs to the club and, through it, to the National Gliding Association, which keeps the rules
we fly by, issues badges and licences, and holds the third-party insurance that covers members while they fly. The
subscription can be paid for the year in one go on 1 January or in twelve monthly payments by direct debit from
January to December. The joining fee is paid once, when you first join.

| Class of membership | Subscription, paid for the year in one go | Subscription, twelve monthly payments, each | Joining fee |
|---|---|---|---|
| Full flying member | £480 | £42 | £60 |
| Family flying member, living at the same address as a full flying member | £360 | £32 | £30 |
| Young flying member, 18 to 25 on 1 January | £180 | £16 | None |
| Cadet member, 14 to 17 on 1 January | £95 | £9 | None |
| Country flying member, living more than 60 miles from the airfield | £260 | £23 | £60 |
| Social member, who does not fly | £45 | Not available | None |

Members who rejoin within three years of leaving pay no joining fee. Members who join after 1 September pay half the
year's subscription for that year, but the full joining fee. Country flying members may fly on up to 25 days in the
year; after that they pay the full flying member's subscription for the rest of the year, less what they have already
paid. Social members may use the clubhouse and the bunkhouse and come to every club event, but do not fly, except as
temporary members on a trial lesson.

Subscriptions are paid online through the members' area of the website or by bank transfer to Harrowfell Gliding
Club, sort code 60-83-92, account 31876420, with your surname and "SUB30" as the reference. A member who has not paid
by 31 January, or whose direct debit fails twice, may not fly until they have paid.

## 4. Flying charges

Launches and time in the air in club gliders are paid for from your flying account, which you top up online or in the
club office. A flying account must be in credit before you fly: the duty launch point controller checks the list of
accounts each morning. Temporary members, on a trial lesson or visiting from another club, pay the temporary members'
charges.

| Charge | Members | Temporary members |
|---|---|---|
| Winch launch | £9 | £14 |
| Aerotow to 2,000 feet | £42 | £50 |
| Aerotow to 3,000 feet | £52 | £62 |
| Club two-seater, each minute in the air | 45p | 60p |
| Club single-seater, each minute in the air | 38p | Not available |

Minutes in club gliders are charged for the first three hours in the air on any one day; after that, the rest of the
day's flying is free. Launches are charged whether the flight lasts four minutes or four hours. A launch that has to
be abandoned because of a cable break or an engine problem on the tug is not charged, and neither is the relaunch.

Instructors do not charge for their time, and there is no charge for a check flight other than the launch and the
minutes in the air.

## 5. Trial lessons and temporary membership

A trial lesson is the best way to find out whether gliding is for you. It includes three days' temporary membership,
a briefing, and a flight in one of our two-seaters with an instructor, who will let you take the controls once you
are in the air. A trial lesson with a winch launch costs £85 and one with an aerotow to 3,000 feet costs £135. Trial
lessons can be bought as gift vouchers, which are valid for twelve months from the day they are bought. We fly trial
lessons on Wednesdays and Saturdays, and on summer evenings for groups of four to eight.

Anyone who comes back to join within three months of a trial lesson has the price of the trial lesson taken off their
first year's subscription.

## 6. Learning to fly

New flying members are taught by our instructors, all of them volunteers, on the National Gliding Association's
syllabus. You will fly with different instructors, and each writes up your progress on your training card, which is
kept in the club office, so that the next one can carry on where the last left off. Most people fly their first solo
after between 60 and 120 launches, which for a member who flies every weekend is usually in their first year.

After the first solo come the badges: the A and B certificates for solo circuits and soaring, then the Bronze badge,
which needs a written exam, at least 50 solo flights and two check flights on field landings, and the
cross-country endorsement. Only a pilot with the Bronze badge and the cross-country endorsement may leave gliding range
of the airfield.

Cadet members may fly solo from their sixteenth birthday, if their instructors are happy with their flying. They may
not fly cross-country until they are seventeen.

## 7. Flying solo: check flights

Nobody may fly a club glider solo on a flying day until an instructor has flown a check flight with them that same
day. The one exception is a pilot who holds the Bronze badge and has flown solo at Harrowfell within the last 14 days:
they may fly solo without a check flight on the day, after the duty instructor has briefed them on the weather and the
runway in use. A pilot who has not flown solo for more than 90 days needs two check flights, whatever badges they
hold. The duty instructor may still ask anyone to fly a check flight, and their decision is final.

A pilot who flies a club single-seater for the first time must first be briefed on it by an instructor, sit in it on
the ground for at least ten minutes with the checklist, and sign the type book in the club office.

## 8. Duties

The club runs on its members' time. Every flying member is on the duty rota for six flying days a year, as a launch
point controller, a winch driver's assistant, a log keeper or a retrieve driver, and receives the rota for the year in
January. If you cannot do a duty, swap it with another member and tell the office; a duty that is neither done nor
swapped is charged at £40 to your flying account. Cadets and young flying members are on the rota for four days a year.

Members who train as winch drivers, tug pilots or instructors are taken off the rota while they train and for as long
as they do those jobs.

## 9. Private owners: hangar and trailer park

Members who own a glider, alone or in a syndicate, may keep it at the airfield. Rigged gliders are kept in the north
hangar, where a space is let for the year or, from October to March only, by the month. Gliders kept in their trailers
stand in the trailer park by the south fence, which is fenced, lit and watched by a camera.

| Space | A year | A month, October to March only |
|---|---|---|
| Hangar space, rigged glider | £1,150 | £140 |
| Hangar space, motor glider | £1,400 | £170 |
| Trailer park space | £220 | £30 |

A glider kept at the airfield must have a valid certificate of airworthiness and its own insurance, including third
party cover of at least £2 million, and the owner must give the club office a copy of both every year. Private owners
pay the members' launch charges, but no charge for minutes in the air.

## 10. The clubhouse and the bunkhouse

The clubhouse has a kitchen, a briefing room, showers, a drying room and a bar that opens after flying on Saturdays.
Members may make hot drinks and use the kitchen at any time the airfield is open; please wash up and leave it as you
found it. The bar is run by volunteers; nobody who is flying, driving the winch or towing may drink before flying has
finished for the day.

The bunkhouse above the hangar has two rooms of six bunks. Members pay £12 a night and their guests £18 a night; bring
a sleeping bag and a pillowcase. Members may pitch a tent or park a caravan behind the bunkhouse for £10 a night, with
the use of the clubhouse showers. Book the bunkhouse through the club office; during course weeks it is kept for
course members first.

## 11. Course weeks

From May to August we run five-day courses, Monday to Friday, for members who want to fly every day for a week.
Courses for pilots before their first solo, for early solo pilots and for pilots working towards their Bronze badge
and cross-country endorsement are run by a course instructor with no more than four members each. The course fee
of £520 includes every winch launch during the week, but not aerotows, minutes in the air or the bunkhouse. Courses
are booked in February, and usually fill within a fortnight.

## 12. Safety on the airfield

Every member must know and follow the airfield rules, which are on the board by the launch point and in the
members' area of the website.

- Never walk across the runway in use, or in front of a glider on the launch point, or near a winch cable, even
  when it is lying on the ground.
- Never drive onto the airfield except on the perimeter track, and never faster than 15 miles an hour.
- Gliders being towed have right of way over everything except a glider that is landing.
- Stop every activity at once when anyone shouts "Stop", and pass the call on.
- Report every accident, near miss or damage to a glider, however small, to the duty instructor the same day.

Members must tell the chief flying instructor about any illness, operation or medicine that might affect their
flying, and must not fly while they are unwell. The National Gliding Association's medical declaration must be
renewed every year.

## 13. Parachutes, radios and airspace

Every pilot in a club glider wears one of the club's parachutes, which are kept in the parachute cupboard in the
hangar and repacked by a rigger every 180 days. Check the repack date on the card in the pocket before you put one on,
and never leave a parachute lying on the grass or in the sun. Parachutes are fitted to each pilot by an instructor on
their first day, and members who weigh more than 110 kg should tell the chief flying instructor, who will check that a
suitable parachute and a suitable glider are available.

All the club gliders carry radios. Use the club's frequency at the launch point and in the circuit, keep your calls
short, and listen before you speak. Controlled airspace begins 12 miles to the east of the airfield, at 3,500 feet
over the reservoir and lower closer to the city; every cross-country pilot must carry an up-to-date chart and must
never enter controlled airspace without permission. The club's flight recorders, which log every flight for badge
claims and for the club's airspace checks, are charged before each flying day and must be handed back to the office
after the flight.

## 14. Cross-country flying and landing out

Cross-country flying is the heart of the sport: leaving the airfield to fly to turning points tens or hundreds of
kilometres away, on the lift of the day. Every cross-country pilot must expect to land in a field one day, and must
plan for it. Before you leave gliding range, tell the launch point controller your task and the time you expect to be
back, and make sure someone with a car and a towbar is willing to fetch you. If you land in a field, make sure you and
the glider are safe, ring the club office on 01632 997 340 or the duty instructor's mobile on 07700 900 426, and then
find the farmer to ask permission to take the glider out.

The club will fetch you and the glider back. The charges are paid from your flying account:

- Aerotow retrieve from a field, by the club tug, where the field is long enough: £3.50 a mile from the airfield, at
  least £60.
- Road retrieve by a club crew with the club Land Rover and a club trailer: 90p a mile of the round trip, at least £25.
- The club trailer alone, towed by your own car with your own crew: £15 a day.
- A landing fee asked by the farmer: the club pays the first £20, and you pay anything above it.

Private owners retrieve their own gliders in their own trailers; the club tug can still be asked for an aerotow
retrieve at the same charge. A member who damages a farmer's crop, gate or fence must tell the club office the same
day, and the club will settle with the farmer and claim on its insurance.

Never land out in a field of standing crops or with animals in it if any other field is within reach, and never try
to take off from a field except by aerotow with the tug pilot's agreement.

## 15. Badges, competitions and the club ladder

Badge flights are flown with a flight recorder and claimed through the chief flying instructor, who checks the
recorder's trace and signs the claim before it goes to the National Gliding Association. The Silver badge needs a
five-hour flight, a gain of height of 1,000 metres and a flight of 50 kilometres; the Gold and Diamond badges need
longer flights and greater heights, and many of our members spend years working towards them.

Every flight of more than 50 kilometres can be entered on the club ladder, an online table of the year's best flights,
and the best pilots on the ladder win the club trophies at the annual dinner. Members who want to fly in regional or
national competitions can borrow a club single-seater for up to two competitions a year, if they have flown at least
20 hours in that type, and pay the competition's launch charges themselves.

## 16. Insurance

The club's insurance covers every club glider, the tug, the winches and the vehicles, and every member's third party
liability while flying club gliders or helping on the airfield. It has an excess of £500 on each claim for damage to a
club glider. A member whose flying damages a club glider pays the first £250 of the excess; the club pays the rest.
Members may buy cover for their share of the excess through the National Gliding Association for about £45 a year.

Private owners must insure their own gliders, as set out in section 9.

## 17. Winter

From November to February, when flying is often cancelled for the weather, we hold ground school on Wednesday
evenings in the clubhouse, from 7pm to 9pm, for members working towards their Bronze badge exam, and the club's
gliders go through their annual inspections in the workshop. Members who help in the workshop on winter Saturdays learn
a great deal about how gliders are built and repaired, and may count each workshop day as one of their duty days.

The annual dinner is held on the first Saturday of December, and the trophies for the year's best flights are given
out there.

## 18. Code of conduct

We expect every member to put safety first, to follow the instructions of the duty instructor and the launch point
controller, to help others to fly, to be polite to our neighbours, the farmers whose fields we land in and the public,
and to treat the club's gliders and equipment as their own. The committee may suspend or end the membership of a
member who breaks this code, after hearing them.

## 19. Your details

We keep the names, addresses, telephone numbers, email addresses and emergency contacts of members, their training
records, badges and medical declarations, for running the club and arranging insurance. We share them with the
National Gliding Association and the insurer, and with no one else. Ask the club office if you would like to see what
we hold about you or have it corrected.

## 20. Contacts

- Chair: Imogen Strachan, chair@harrowfellgliding.example
- Chief flying instructor: Rhys Halloran, cfi@harrowfellgliding.example
- Club office and bookings: Pauline Metcalfe, 01632 997 340, office@harrowfellgliding.example
- Treasurer and flying accounts: Owen Pritchard, treasurer@harrowfellgliding.example
- Course weeks: Leonie Baptiste, courses@harrowfellgliding.example
- Duty instructor on flying days: 07700 900 426
"""

FRAMER_PAGE = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Framing prices | Gilt &amp; Grain Picture Framing, Wexbury</title>
</head>
<body>
<nav><a href="/">Gilt &amp; Grain</a> | <a href="/our-work">Our work</a> | Framing prices | <a href="/visit">Visit us</a></nav>
<main>
<h1>Framing prices</h1>
<p>Gilt &amp; Grain is a family picture framer at 14 Chandler's Row, Wexbury, where we have framed prints, paintings,
photographs, certificates and needlework by hand since 1988. We are open from 9:30am to 5pm, Tuesday to Saturday.
Prices from 1 February 2030.</p>

<h2>Frames</h2>
<p>Each price is for a frame made to measure for artwork up to the size given, with standard 2 mm glass, a single
mount in white or ivory, a backing board and a hanging cord or, for certificates, a stand.</p>
<table>
<thead><tr><th>Artwork up to</th><th>Plain ash or black wood</th><th>Solid oak</th><th>Gilded, finished by hand</th></tr></thead>
<tbody>
<tr><td>A4, 30 x 21 cm</td><td>&pound;38</td><td>&pound;52</td><td>&pound;78</td></tr>
<tr><td>Square, 30 x 30 cm</td><td>&pound;40</td><td>&pound;55</td><td>&pound;82</td></tr>
<tr><td>A3, 42 x 30 cm</td><td>&pound;48</td><td>&pound;66</td><td>&pound;98</td></tr>
<tr><td>A2, 59 x 42 cm</td><td>&pound;65</td><td>&pound;89</td><td>&pound;135</td></tr>
<tr><td>Poster, 70 x 50 cm</td><td>&pound;72</td><td>&pound;98</td><td>&pound;150</td></tr>
<tr><td>A1, 84 x 59 cm</td><td>&pound;92</td><td>&pound;125</td><td>&pound;190</td></tr>
</tbody>
</table>
<p>For artwork larger than A1, or an unusual shape, we give you a price when you bring it in.</p>

<h2>Glass and mounts</h2>
<ul>
<li>Double mount, a second mount in a colour of your choice under the first: add &pound;10 up to A3, &pound;16 above A3</li>
<li>Anti-reflective glass: add &pound;18 up to A3, &pound;30 above A3</li>
<li>Museum glass, anti-reflective and blocking 99% of ultraviolet light, for originals and signed prints: add &pound;45
up to A3, &pound;75 above A3</li>
<li>Acrylic instead of glass, for children's rooms and bathrooms: no extra charge</li>
<li>Box frames for medals, shirts, baby shoes and other objects: priced by the depth of the object, from &pound;85</li>
</ul>

<h2>How long it takes</h2>
<p>Most frames are ready in ten working days. An express frame, ready in three working days, costs &pound;20 more.
We ring or text you when your frame is ready, and keep it for you for three months.</p>

<h2>What we don't do</h2>
<p>We are framers, not conservators: we do not clean, restore or retouch paintings, prints or photographs, and we do
not repair torn or water-damaged paper. We are happy to give you the names of conservators we trust, and to frame the
work when they have finished with it.</p>

<h2>Paying</h2>
<p>We ask for half the price when you order and the rest when you collect. Ring us on 01632 999 218 or email
frames@giltandgrain.example.</p>
</main>
</body>
</html>
"""

SCAFFOLD_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
SCAFFOLD_PARAGRAPHS = [
    ("Brackwell Scaffolding: scaffolding for homeowners, prices and terms 2030", "Title"),
    (
        "Brackwell Scaffolding Ltd, Unit 3, Ferrier Road Industrial Estate, Wexbury KR6 4NB. Office: 01632 999 530, "
        "Monday to Friday from 7:30am to 4:30pm, or hire@brackwellscaffolding.example. These prices and terms apply to "
        "scaffolding for homeowners who book with us directly, for work on their own homes, from 1 January 2030. "
        "Builders and roofers who hire from us on account have their own price list.",
        None,
    ),
    ("What the price includes", "Heading1"),
    (
        "Each price includes a free survey visit, putting the scaffold up, a safety inspection when it is finished and "
        "every seven days after that, a handover certificate, and taking it down and away. The first price is for up "
        "to four weeks from the day the scaffold is handed over; after that, each further week or part of a week is "
        "charged at the weekly price. Prices include VAT.",
        None,
    ),
    ("Prices", "Heading1"),
    None,  # the table of jobs
    (
        "A two-storey house is one with a ground floor and one upper floor; a dormer or loft conversion counts as a "
        "further storey. For extensions, conservatories, flats and houses on a steep slope we give a price after the "
        "survey visit.",
        None,
    ),
    ("Booking and paying", "Heading1"),
    (
        "Book at least two weeks before you need the scaffold. We ask for half the price for the first four weeks when "
        "you book, and the rest when the scaffold is handed over; further weeks are invoiced every four weeks. Tell us "
        "as soon as your builder has finished, so that we can take the scaffold down: you pay until the day you tell "
        "us, not until the day we take it down.",
        None,
    ),
    (
        "If you cancel more than seven days before the scaffold is due to go up, we refund what you have paid, less "
        "£50 for the survey. Later than that, we keep the half you paid when you booked.",
        None,
    ),
    ("Your builder and our scaffold", "Heading1"),
    (
        "Only our scaffolders may alter, move, add to or take away any part of a scaffold, including its boards, "
        "ladders, guard rails, toe boards and sheeting: not you, and not your builder or roofer, however experienced "
        "they are. The one exception is the access ladder, which you or your builder may take off at the end of each "
        "working day and put back the next morning, so that nobody can climb the scaffold at night. If the scaffold "
        "needs changing for the work, ring our office: an adaptation visit costs £75, and is free in the first week "
        "after the handover.",
        None,
    ),
    (
        "Nobody may use the scaffold until we have handed it over with its certificate, or after anyone has found it "
        "damaged. Never load it with more than one pallet of bricks or tiles on each bay of boards, and never tie "
        "sheeting or banners to it yourself.",
        None,
    ),
    ("Neighbours, pavements and weather", "Heading1"),
    (
        "If the scaffold must stand on a neighbour's land, you must have their agreement in writing before we put it "
        "up. If it must stand on the pavement or the road, we apply to the council for the licence on your behalf, "
        "which takes about ten working days, and we light and mark the scaffold at night as the licence requires.",
        None,
    ),
    (
        "We do not put up or take down scaffolds in winds above 30 miles an hour, in snow or on ice. If the weather "
        "stops us on the day we agreed, we come on the next working day when it is safe, at no extra charge.",
        None,
    ),
]
SCAFFOLD_TABLE = [
    ["Job", "Up to 4 weeks, put up and taken down", "Each further week"],
    ["Chimney stack, with a ladder and roof boards", "£480", "£35"],
    ["Front of a bungalow", "£420", "£30"],
    ["Front of a two-storey house", "£650", "£45"],
    ["Gable end of a two-storey house", "£520", "£40"],
    ["Front and back of a two-storey house", "£1,150", "£80"],
    ["All round a detached two-storey house", "£1,900", "£130"],
    ["Front of a three-storey house", "£950", "£65"],
    ["Temporary roof over a two-storey house, with sheeting", "£2,600", "£180"],
    ["Mobile tower up to 6 m, delivered for you to build", "£140 for the first week", "£70"],
]
SCAFFOLD_FOOTNOTES = [
    "A scaffold alarm, which sounds and sends you a text if anyone climbs the scaffold after dark, can be fitted for "
    "£20 a week, with no charge for fitting it or taking it away.",
    "The council's charge for a licence for a scaffold on the pavement or the road is passed on to you at cost; in "
    "Wexbury it is £95 for up to four weeks.",
]

SURF_PRICES = {
    "Lessons": [
        ["Lesson or course", "Adult, 16 and over", "Junior, 8 to 15", "What you get"],
        ["Group surf lesson", "£45", "£38", "One 2.5-hour lesson, up to 8 in a group"],
        ["Two-day surf course", "£85", "£70", "Two 2.5-hour lessons on days next to each other"],
        ["Three-day improver course", "£120", "£100", "For surfers who can already stand up"],
        ["Private surf lesson, one person", "£90", "£90", "1.5 hours with your own coach"],
        ["Private surf lesson, two people", "£130", "£130", "1.5 hours, price for the two"],
        ["Bodyboard lesson", "£30", "£25", "1.5 hours, from age 6"],
        ["Stand-up paddleboard lesson", "£48", "£40", "2 hours, on calm days only"],
        ["Family lesson, two adults and two juniors", "£150 for the family", "", "2.5 hours"],
        [],
        ["Every lesson includes a wetsuit, a board and a rash vest. Juniors under 12 must have an adult on the beach."],
    ],
    "Hire": [
        ["Hire", "2 hours", "Half day, 4 hours", "Full day", "One week"],
        ["Soft-top surfboard", "£12", "£18", "£25", "£90"],
        ["Hard epoxy surfboard", "£15", "£22", "£30", "£110"],
        ["Bodyboard", "£6", "£9", "£12", "£45"],
        ["Summer wetsuit, 3/2 mm", "£8", "£12", "£15", "£55"],
        ["Winter wetsuit, 5/4 mm, with boots", "£10", "£14", "£18", "£65"],
        ["Soft-top surfboard and summer wetsuit together", "£18", "£26", "£35", "£125"],
        ["Stand-up paddleboard, paddle and leash", "£20", "£30", "£45", "£160"],
        [],
        ["Hire is from our hut at the top of Penwarra Beach. Bring photo ID; we take a card as security."],
    ],
    "Camps and terms": [
        ["Item", "Details"],
        ["Surf camps for schools, youth groups and clubs", "Priced on request: ring 01632 999 482"],
        ["Gift vouchers", "For any lesson or course, valid for 12 months"],
        ["Booking", "Book online; lessons are paid in full when you book"],
        ["Sea too big or too flat", "We move your lesson to another day, or refund it in full"],
        ["Cancelling", "Free up to 48 hours before; later than that, we keep half"],
        ["Lifeguards", "The beach is patrolled by lifeguards from May to September, 10am to 6pm"],
        [
            "Tidewrack Surf School, The Surf Hut, Penwarra Beach, Penwarra KR11 3SE. Open every day from Easter to "
            "October, 9am to 6pm."
        ],
    ],
}

# The induction slides in the order they are shown; what the trainer says beyond them is in "notes"
RADIO_DECK = [
    {"title": "Brackmoor FM 104.6: welcome, new volunteers", "body": ["Volunteer induction, March 2030"]},
    {
        "title": "Who we are",
        "body": [
            "Community radio for Brackmoor and the valley, on air 24 hours a day",
            "About 140 volunteers: presenters, producers, news readers, engineers and fundraisers",
            "Run by a charity, Brackmoor Community Media, with two paid staff",
        ],
    },
    {
        "title": "Hiring our studios",
        "table": [
            ["Each booking", "Members", "Non-members", "Charities and community groups"],
            ["Studio B, production, an hour", "£12", "£25", "£15"],
            ["Studio B, production, half a day, 4 hours", "£40", "£85", "£50"],
            ["Podcast booth, an hour", "£8", "£18", "£10"],
            ["Outside broadcast kit, a day", "£30", "£75", "£40"],
        ],
        "body": [
            "Studio A is our on-air studio and is never hired out",
            "Book through the volunteers' portal at least three days ahead",
        ],
    },
    {
        "title": "Being on air",
        "body": [
            "Arrive 30 minutes before your show and sign in at reception",
            "Log every track you play in the playout system",
            "No explicit lyrics before 9pm",
        ],
        "notes": [
            "Parents always ask about this one, so be clear with them. Volunteers under 18 must be out of the building "
            "by 8pm, every night of the week, whatever show they help on: our insurance and our safeguarding policy "
            "both say so. The one exception is the Youth Team on the Friday youth show, Loud Hour, who may stay until "
            "10pm as long as a parent or carer collects them from reception. On any other night, or on any other show, "
            "they go home at 8pm."
        ],
    },
    {
        "title": "If something goes wrong",
        "body": [
            "The silence alarm sounds after 20 seconds of dead air",
            "Press the red button to start the emergency playlist",
            "Write up anything that went wrong in the studio log",
        ],
        "notes": [
            "If we go off air, or the silence alarm goes and the red button doesn't bring us back, ring our broadcast "
            "engineer, Kofi Mensah, on 07700 900 818, straight away, day or night. Don't ring the station manager "
            "first: she can't fix the transmitter, and Kofi can often fix it from home in a few minutes."
        ],
    },
    {
        "title": "Who to contact",
        "body": [
            "Station manager: Joanna Pryce, 01632 999 104",
            "Programme controller: Devinder Anand, programmes@brackmoorfm.example",
            "Volunteers and rotas: volunteers@brackmoorfm.example",
            "Brackmoor FM, The Old Library, Market Street, Brackmoor KR8 1LT",
        ],
    },
]

GLAZIER_EML = """Message-ID: <20300311164502.2270@clearviewglazing.example>
Date: Mon, 11 Mar 2030 16:45:02 +0000
From: Rob Tennant <rob@clearviewglazing.example>
To: Sunita Rao <sunita.rao@mailpost.example>
Subject: Re: Quote for the bay window and back door
In-Reply-To: <Sr2209k@mailpost.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Hi Sunita,

Thanks for having me round on Saturday to measure up properly. The bay is wider than on your sketch, and the middle
unit needs to be toughened because it comes down so close to the floor, so the three bay window units now come to
£585 in all, rather than the £495 in my quote. I'm sorry about that; the quote was only as good as the sketch.

Everything else stays as quoted. I can order the glass this week and fit it all on Thursday 28 March, if that suits
you.

Best wishes,
Rob
Clearview Glazing

On Thu, 7 Mar 2030 at 19:12, Sunita Rao <sunita.rao@mailpost.example> wrote:
> Hi Rob,
>
> Thanks for the quote. Could you come and measure the bay before we go ahead? My sketch was done in a hurry. And just
> to check: the cat flap in the back door glass is a proper one that locks?
>
> Sunita
>
> On Mon, 4 Mar 2030 at 11:30, Rob Tennant <rob@clearviewglazing.example> wrote:
>> Hi Sunita,
>>
>> Thanks for sending the photos and the sketch. Here is my quote for 9 Orchard Close:
>>
>> Three double-glazed units for the bay window, white uPVC beads, fitted: £495
>> New glass for the back door, toughened, with an obscure pattern: £160
>> Cat flap fitted in the new back door glass, a four-way locking flap: £95
>> Replacing the misted unit in the landing window: £120
>> Taking away the old glass: free
>>
>> All prices include VAT. No deposit; you pay when the work is done.
>>
>> Best wishes,
>> Rob Tennant
>> Clearview Glazing, 27 Tanner's Yard, Wexbury KR6 2JP · 07700 900 593
"""

PAINTBALL_PAGES = [
    [
        "Blackthorn Woods Paintball: prices for 2030",
        "Walk-on days: play from 9:30am to 4pm in a group we put together. Overalls, gloves,",
        "a full-face mask and 100 paintballs are included.",
        "Off-peak: Monday to Friday outside school holidays.",
        "Peak: weekends, bank holidays and school holidays.",
        "Adults 16 and over, walk-on day, off-peak: GBP 25",
        "Adults 16 and over, walk-on day, peak: GBP 32",
        "Juniors 11 to 15, walk-on day, off-peak: GBP 20",
        "Juniors 11 to 15, walk-on day, peak: GBP 26",
        "Mini paintball 8 to 10, low-impact, 2 hours with 200 paintballs, off-peak: GBP 18",
        "Mini paintball 8 to 10, low-impact, 2 hours with 200 paintballs, peak: GBP 22",
        "Extra paintballs, bag of 100: GBP 8",
        "Extra paintballs, bag of 500: GBP 30",
        "Extra paintballs, box of 2,000: GBP 95",
        "Juniors under 16 need a consent form signed by a parent; juniors under 13 play only",
        "with a parent or guardian on site.",
    ],
    [
        "Group days and parties",
        "Stag and hen day, 300 paintballs, lunch and a trophy, each player: GBP 49, at least 10 players",
        "Junior birthday party, ages 11 to 15, 200 paintballs and a hot meal, each player: GBP 35, at least 8",
        "Exclusive use of the whole site for your group: price on request, call 01632 999 560.",
        "Groups book with a deposit of GBP 10 a player, and the rest is paid on the day.",
        "Only our own paintballs may be used on the site. No alcohol before or during play.",
        "Blackthorn Woods Paintball, Blackthorn Lane, Ashby Moor KR12 7PW. Open every day, 9am to 5pm.",
    ],
]

GRADUATE_NOTICE_ZH = (
    "岚江市关于发放高校毕业生生活补贴的通知。为吸引高校毕业生来我市就业创业，根据省有关规定，经市人民政府同意，现将"
    "高校毕业生生活补贴的发放事项通知如下。一、发放对象：毕业3年以内（含当年毕业）的全日制高校毕业生，2030年1月1日"
    "以后首次在本市就业或者创业，与本市用人单位签订1年以上劳动合同或者在本市办理营业执照，并在本市连续缴纳社会保险满"
    "3个月的，可以申领生活补贴。公务员和参照公务员法管理的人员不在发放范围。二、补贴标准：按学历确定补贴标准，大专"
    "毕业生每人每月500元；本科毕业生每人每月1000元；硕士研究生每人每月1500元；博士研究生每人每月3000元。同时具有两个"
    "学历的，按最高学历计发。三、发放期限：生活补贴从社会保险缴满3个月的次月起计发，最长发放36个月；其间离开本市就业"
    "或者停缴社会保险的，从次月起停发，再次在本市就业的，可以申请恢复发放，已发放月数累计计算。四、申请办理：申请人"
    "通过“岚江人才”App提交申请，须提供身份证、毕业证书、学位证书、劳动合同或者营业执照；已经领取本市其他人才生活补贴"
    "的，不能重复领取。五、发放方式：生活补贴按季度发放，在每季度第一个月的20日以前打入申请人本人的银行卡。六、其他："
    "弄虚作假骗取补贴的，追回已发放的补贴，五年内不得再申领本市的各项人才补贴。咨询电话：0738-2230 5566（工作日8:30"
    "至17:30）。岚江市人力资源和社会保障局　岚江市财政局　2030年1月15日。补充通知（2030年6月18日）：经市人民政府研究"
    "同意，自2030年7月1日起，本科毕业生生活补贴标准由每人每月1000元提高到每人每月1300元，大专毕业生、硕士研究生和"
    "博士研究生的补贴标准不变；2030年7月以前的月份仍按每人每月1000元计发。"
)

SHOE_REPAIR_PRICES_ZH = """项目,男鞋,女鞋,说明
换鞋跟 普通胶跟（一双）,25元,20元,当天可取
换鞋跟 细高跟（一双）,不适用,35元,含鞋跟包皮
前掌贴底（一双）,30元,25元,防滑橡胶底
后跟贴片（一双）,15元,12元,
全掌换底 橡胶底（一双）,120元,100元,需3至5天
全掌换底 真皮底（一双）,220元,180元,需7天
开胶粘合（一双）,15元,15元,
开线缝补（每处）,10元,10元,
短靴换拉链（一只）,40元,35元,进口拉链另加10元
长靴换拉链（一只）,60元,50元,进口拉链另加10元
鞋子撑大（一双）,20元,20元,最多撑大半码
皮鞋翻新补色（一双）,60元,50元,
运动鞋清洗（一双）,35元,35元,需2天
雪地靴清洗（一双）,45元,45元,需3天
奢侈品鞋履和皮包修复,面议,面议,看过实物以后报价
皮包清洗保养（一只）,80元,80元,大号包另加30元
说明,营业时间：每天9:00至19:00，星期二休息；地址：老街菜市场东门12号；电话：0738-2251 3307。,,
说明,取鞋须凭取件单；超过30天不取的，本店不再保管。本店不配钥匙，不修手表。,,
"""

REFERRAL_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
REFERRAL_RULES = [
    ("启衡科技有限公司员工内部推荐奖励办法", "Title"),
    ("（2030年3月公司总经理办公会通过）", None),
    ("第一章　总则", "Heading1"),
    ("第一条　为了鼓励员工推荐优秀人才加入公司，降低招聘成本，结合公司实际，制定本办法。", None),
    (
        "第二条　本办法适用于与公司签订劳动合同的全体员工，试用期员工也可以推荐。推荐须通过公司内推系统提交被推荐人的"
        "简历，口头推荐和直接发给部门负责人的简历不算。",
        None,
    ),
    ("第二章　奖励标准和发放", "Heading1"),
    ("第三条　被推荐人入职并通过试用期的，按被推荐人入职的岗位给予推荐人奖励，标准如下：", None),
    None,  # the table of posts and rewards
    (
        "第四条　奖励分两次发放：被推荐人转正后的次月发放50%，被推荐人入职满一年后的次月发放其余50%；被推荐人入职不满"
        "一年离职的，其余50%不再发放。推荐人离职的，尚未发放的奖励不再发放。",
        None,
    ),
    ("第五条　同一候选人被两名以上员工推荐的，以最先在内推系统提交简历的推荐人为准。", None),
    ("第三章　推荐的有效期和限制", "Heading1"),
    (
        "第六条　推荐人在内推系统提交简历以后6个月内，被推荐人与公司签订劳动合同的，推荐有效；超过6个月才签订劳动合同"
        "的，视为无效推荐，不发放奖励。",
        None,
    ),
    (
        "第七条　人力资源部招聘组的员工，以及被推荐人入职部门的负责人，推荐的人员不发放奖励。离职不满18个月的前员工"
        "重新入职的，不发放推荐奖励。",
        None,
    ),
    ("第四章　附则", "Heading1"),
    ("第八条　奖励随工资发放，按规定代扣个人所得税。", None),
    ("第九条　本办法由人力资源部负责解释，自2030年4月1日起施行。人力资源部招聘组电话：0738-2266 0912。", None),
]
REFERRAL_TABLE = [
    ["岗位类别", "奖励标准", "说明"],
    ["生产一线操作工", "800元", "含仓储、包装岗位"],
    ["行政、财务、人事等职能岗位", "2000元", ""],
    ["销售岗位", "3000元", "含售前、售后技术支持"],
    ["初级研发工程师", "5000元", "工作经验3年以下"],
    ["中级研发工程师", "8000元", "工作经验3年至5年"],
    ["高级研发工程师", "12000元", "工作经验5年以上"],
    ["中层管理岗位", "15000元", "部门经理、副经理"],
    ["技术专家、架构师", "20000元", "由公司技术委员会认定"],
]

WATER_PARK_BODY = (
    "<office:text>"
    + of.odf_h("碧浪湾水上乐园票价和游玩须知", 1)
    + of.odf_p(
        "碧浪湾水上乐园位于岚江市滨湖新区湖滨大道88号，每年6月1日至9月10日开放，每天10:00至18:00；7月和8月另开夜场，"
        "18:00至22:00。咨询电话0738-2288 6060。遇雷雨大风天气，滑道和造浪池暂停开放，已购门票当天有效，不退票。"
    )
    + of.odf_h("一、票价", 2)
    + of.odf_p("以下价格单位为元：")
    + of.odf_table(
        [
            ["项目", "平日（周一至周五）", "周末和节假日", "说明"],
            ["成人票", "150", "180", "身高1.4米以上"],
            ["儿童票", "90", "110", "身高1.2米至1.4米"],
            ["身高1.2米以下的儿童", "免费", "免费", "须有购票成人陪同"],
            ["老人票", "90", "110", "65周岁以上，凭身份证"],
            ["夜场票", "80", "100", "18:00以后入园，不分成人儿童"],
            ["家庭套票（2名成人、1名儿童）", "350", "420", "儿童身高1.4米以下"],
            ["双人皮筏租用", "30", "30", "押金50元"],
            ["储物柜", "20", "20", "当天有效"],
            ["浴巾租用", "10", "10", "押金30元"],
        ]
    )
    + of.odf_list(
        [
            "门票当天有效，一人一票，出园以后再入园须重新购票。",
            "游客可以自带饮用水和婴儿食品，其他食物和玻璃瓶不能带入园内。",
            "学生凭学生证在平日购买儿童票价，须提前在网上预约。",
        ]
    )
    + of.odf_h("二、游玩须知", 2)
    + of.odf_list(
        [
            "入园须穿泳衣，不能穿日常衣服下水；进入造浪池和漂流河须穿救生衣，救生衣免费提供。",
            "身高不足1.4米的游客不能玩大型滑道（巨浪飞碟、极速竖滑、螺旋滑道）。唯一的例外是身高1.2米至1.4米的儿童，"
            "由一名成人陪同乘坐双人皮筏，可以玩家庭皮筏滑道；其他大型滑道仍然不能玩。",
            "身高1.2米以下的儿童只能在儿童戏水区和漂流河游玩，必须穿救生衣，并由成人全程看护。",
            "患有心脏病、高血压、癫痫的游客，孕妇，以及饮酒以后的游客，不能玩滑道和造浪池。",
            "贵重物品请放在储物柜内，遗失由游客自行负责。",
        ]
    )
    + "</office:text>"
)

KNITTING_BOOK_ZH = [
    (
        "ch01.xhtml",
        "第一章　选线和选针",
        "<h1>第一章　选线和选针</h1>"
        "<p>刚学编织的时候，线和针选对了，就成功了一半。线太细，织得慢，针脚也不容易看清；针和线不配，织出来不是"
        "太紧就是太松。毛线的标签上一般都印着建议用针的粗细，没有标签的时候，可以参考下面的搭配。</p>"
        "<h2>一、线和针的搭配</h2>"
        "<p>细线，比如宝宝线、羊绒细线，用2.5至3.5毫米的棒针；中粗线，比如最常见的羊毛线、牛奶棉线，用4至5毫米的棒针；"
        "粗线用6至8毫米的棒针；像手指一样粗的极粗线，用10毫米以上的棒针。初学者最好从中粗线开始，针脚清楚，出错了"
        "也容易拆。</p>"
        "<h2>二、选什么材质的针</h2>"
        "<p>竹针轻、不打滑，适合初学者；金属针滑，织得快，但线容易滑脱；塑料针便宜，适合粗线。织围巾用一副长35厘米的"
        "直针就够了，织帽子和毛衣的领口要用环形针。</p>"
        "<h2>三、要准备的小工具</h2>"
        "<p>一把小剪刀、一根粗的缝衣针（用来藏线头）、几个记号扣和一把软尺。</p>",
    ),
    (
        "ch03.xhtml",
        "第三章　织第一条围巾",
        "<h1>第三章　织第一条围巾</h1>"
        "<p>第一件作品最好是一条平针围巾：只用一种针法，来回织就行。</p>"
        "<h2>要多少线</h2>"
        "<p>一条长1.6米、宽20厘米的平针围巾，用中粗线大约需要4团（每团50克）；想织得宽一些、厚一些，就多准备1到2团。"
        "同一条围巾的线，最好一次买够，不同批次的线颜色会有细微差别。</p>"
        "<h2>起针</h2>"
        "<p>用中粗线和4.5毫米的针，起40针左右，织出来宽约20厘米。起针不要太紧，起好以后先织两三行，看看宽度合不合适，"
        "不合适就拆掉重起。</p>"
        "<h2>每天织多少</h2>"
        "<p>每天织半小时，一条围巾大约三个星期能织完。织的时候手腕放松，不要用力拉线，针脚才会均匀。</p>",
    ),
]


def _scaffold_terms() -> bytes:
    """The scaffolding firm's prices and terms: its paragraphs, the None among them the table of jobs, and
    footnotes."""
    body = "".join(of.w_table(SCAFFOLD_TABLE) if p is None else of.w_p(*p) for p in SCAFFOLD_PARAGRAPHS)
    return of.steady(of.docx(body, SCAFFOLD_STYLES, footnotes=SCAFFOLD_FOOTNOTES))


FRESH27_DOCS: dict[str, str | bytes] = {
    "harrowfell-gliding-club/members-handbook-2030.md": GLIDING_HANDBOOK,
    "gilt-and-grain-framing/framing-prices.html": FRAMER_PAGE,
    "brackwell-scaffolding/homeowners-prices-and-terms-2030.docx": _scaffold_terms(),
    "tidewrack-surf-school/prices-2030.xlsx": of.steady(of.xlsx(SURF_PRICES)),
    "brackmoor-fm/new-volunteer-induction-2030.pptx": of.steady(of.pptx(RADIO_DECK)),
    "clearview-glazing/re-quote-for-windows-and-back-door.eml": GLAZIER_EML,
    "blackthorn-woods-paintball/prices-2030.pdf": make_pdf(PAINTBALL_PAGES),
    "岚江市关于发放高校毕业生生活补贴的通知.txt": GRADUATE_NOTICE_ZH,
    "老街巧匠修鞋店价目表.csv": SHOE_REPAIR_PRICES_ZH,
    "启衡科技员工内部推荐奖励办法.docx": of.w_document(REFERRAL_RULES, [REFERRAL_TABLE], REFERRAL_STYLES),
    "碧浪湾水上乐园票价和游玩须知.odt": of.steady(of.odf("application/vnd.oasis.opendocument.text", WATER_PARK_BODY)),
    "棒针编织零基础.epub": of.steady(of.epub(KNITTING_BOOK_ZH, title="棒针编织零基础")),
}
