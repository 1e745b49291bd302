"""The documents of the answer evaluation's `fresh10` set (questions in tests/docs/answer_fresh10.py), written with
its questions, blind to how answers are produced, and committed before anything was scored on them. Universities,
kennels, festivals, companies, trusts, products, places and people are made up.

- A university research-computing cluster's user guide in Markdown: logging in, a partition table whose run-time
  limits differ from row to row (the default partition named only in the text), storage areas with quotas and a
  scratch purge, GPU nodes without a count of GPUs (`hollowmere-rc/tern-cluster-user-guide.md`).
- A boarding kennels and cattery's prices and policies page in HTML: prices per night by the dog's weight, a peak
  supplement, vaccinations due at different times for dogs and cats, medication with one exception for injections
  (`hazelmoor-kennels/prices-and-policies.html`).
- A short-film festival's rules (.docx, built in code): running times by genre, an online-availability rule with its
  one exception, a fee table by category and deadline whose neighbouring cells differ by little, awards
  (`red-willow-film-festival/rules-and-regulations-2027.docx`).
- A software company's office-move briefing deck (.pptx, built in code): timeline, desks, getting there; the reason
  for leaving the old office is only in the speaker notes (`brackwater-software/harbour-yard-move-briefing.pptx`).
- A caterer's event packages (.xlsx, built in code, four sheets): packages whose prices and minimum numbers sit side
  by side, extras, terms with several deadlines, allergens; wedding cakes arranged without a price
  (`tarnside-catering/event-packages-2027.xlsx`).
- A law firm's IT service desk e-mail (.eml) on a laptop refresh: swap dates by team, two teams on one floor a day
  apart, what to do before and on the day (`ferrand-lowe/laptop-refresh-your-swap-date.eml`).
- A community trust's small-grants guidance (.odt, built in code): who may apply with an exception for parent-teacher
  associations, rounds and decision dates in a table, and an update at the end that raises the maximum grant
  (`amberley-community-trust/small-grants-guidance-2027.odt`).
- A Chinese city's housing provident fund guide to withdrawals for rent (办事指南) as one long line without line
  breaks: conditions with an exception for owners who work in another district, monthly limits for single and
  married workers, materials, time limits; loans mentioned without their limits (`宁川市住房公积金租房提取办事指南.txt`).
- A Chinese courier's price list (.csv): standard and next-day products by zone, first kilo and each further kilo,
  delivery times; neighbouring zones differ by a few yuan (`迅驰快运2027年快递资费表.csv`).
- Two chapters of a Chinese book on growing vegetables on a balcony as an e-book (.epub built in code): leaf
  vegetables whose sowing, spacing and days to harvest differ by little, pests (`阳台种菜入门.epub`).
- A Chinese electronics retailer's trade-in campaign rules in HTML: a subsidy table by category and price, conditions
  for the old device with one exception for laptops, and a supplementary notice at the end that extends the campaign
  (`星港数码2027春季以旧换新活动规则.html`).
- A Chinese technology company's internship rules (.docx built in code) in chapters of numbered articles (第X条):
  length and attendance, a daily allowance table by degree, overtime, assessment (`沐禾科技实习生管理办法.docx`).
"""

from __future__ import annotations

from . import office_files as of

_ODT = "application/vnd.oasis.opendocument.text"

TERN_GUIDE = """# Tern HPC cluster: user guide

Research Computing Service, Hollowmere University · Last reviewed 12 January 2027 · Help: rc-help@hollowmere.example

Tern is the university's shared high-performance computing cluster. It has 216 compute nodes in six partitions, a
3.2 PB parallel file system and two login nodes, and it is free at the point of use for research at Hollowmere. This
guide covers what you need for your first jobs; the full documentation is at https://rc.hollowmere.example/tern.

## Getting an account

Staff and postgraduate research students apply with the form on the Research Computing web pages. Every account
belongs to a project led by a member of staff, who approves the application; taught students (MSc and undergraduate
projects) are added to their supervisor's project. Accounts are usually created within two working days. When you
leave the university, your account is locked on your leaving date and its home directory is deleted three months
later.

## Logging in

Connect with SSH to `tern.hollowmere.example`, which sends you to one of the two login nodes, `tern-login1` and
`tern-login2`. From outside the campus network, connect to the university VPN first. Your first login asks you to
set up multi-factor authentication with the Hollowmere Authenticator app.

The login nodes are shared by everyone who is logged in. Use them to edit files, compile code, move data and submit
jobs, not to run your analysis: any process on a login node that uses more than 20 minutes of CPU time is stopped
automatically, and repeated heavy use may get your account suspended. For interactive work, start an interactive
job instead:

    srun --partition=debug --ntasks=4 --time=00:30:00 --pty bash

## Partitions

| Partition | Nodes | Each node | Maximum run time | Maximum nodes per job | Use it for |
|---|---|---|---|---|---|
| `debug` | 4 | 64 cores, 256 GB | 0-00:45:00 (45 minutes) | 2 | Testing job scripts; highest priority |
| `short` | 40 | 64 cores, 256 GB | 0-08:00:00 (8 hours) | 16 | Short jobs, which usually start sooner |
| `standard` | 132 | 64 cores, 256 GB | 2-12:00:00 | 32 | Most work |
| `long` | 16 | 64 cores, 256 GB | 10-00:00:00 (10 days) | 4 | Jobs that cannot save checkpoints |
| `himem` | 6 | 96 cores, 1.5 TB | 5-00:00:00 (5 days) | 2 | Jobs that need more than 250 GB of memory |
| `gpu` | 18 | 48 cores, 512 GB, NVIDIA A100 80 GB | 2-00:00:00 (48 hours) | 4 | GPU jobs only |

If you do not give `--partition`, your job goes to `standard`. Run time is given to Slurm as
days-hours:minutes:seconds, so 2-12:00:00 is two days and twelve hours. A job that is still running when it reaches
its partition's limit is stopped, so save checkpoints. Jobs on `long` count double towards your project's fair share.

The `gpu` partition accepts only jobs that ask for GPUs with `--gres=gpu:<number>`. Ask for GPUs in proportion to
the cores and memory you use, so that other jobs can share the node, and check with `nvidia-smi` in your job that
your program really uses them: jobs that leave their GPUs idle for more than an hour are cancelled.

## Submitting a job

A job script is a shell script with `#SBATCH` lines at the top:

    #!/bin/bash
    #SBATCH --job-name=align
    #SBATCH --partition=short
    #SBATCH --ntasks=1
    #SBATCH --cpus-per-task=16
    #SBATCH --mem=48G
    #SBATCH --time=06:00:00
    #SBATCH --account=<project code>

    module load samtools/1.19
    samtools sort -@ 16 -o sorted.bam input.bam

Submit it with `sbatch align.sh`; `squeue --me` shows your jobs and `sacct -j <job id>` how much they used. A
project may have at most 2,000 jobs queued and 640 cores running at once.

## Storage

| Area | Path | Quota | Backed up | Files are removed |
|---|---|---|---|---|
| Home | `/home/<username>` | 75 GB | Nightly; backups kept for 30 days | Never, while your account is active |
| Projects | `/projects/<project code>` | 2 TB per project, more on request | Weekly | Six months after the project ends |
| Scratch | `/scratch/<username>` | 20 TB per user | Never | When they have not been read or changed for 42 days |
| Node-local disk | `$TMPDIR` | 1.6 TB on each node | Never | When the job ends |

Scratch is the fastest place for a job's input and output, but nothing on it is backed up: copy the results you
want to keep to your project area. `tern-quota` shows how much of each quota you are using. Files are never removed
from scratch without warning: you get an e-mail listing them a week before.

## Software

Software is installed as modules: `module avail` lists them and `module load` adds one to your environment. Python
users should create their own environments with `conda` or `venv` in their project area rather than their home
directory, which fills up quickly. Containers run with Apptainer; Docker is not available. Ask for new software with
the software request form: common tools are usually installed within a week.

## Maintenance

Tern is taken down for maintenance on the second Tuesday of each month from 08:00 to 14:00. Jobs whose time limit
would take them into the maintenance window wait until it is over, so shorten `--time` if you need a job to start
before then. Unplanned outages are announced on the tern-users mailing list.

## Getting help

E-mail rc-help@hollowmere.example with your username, the job ID and the path to your job script. Drop-in sessions
are held every Thursday from 14:00 to 16:00 in room G.14 of the Aldous Building, and the Research Computing team
runs an introductory course, "Tern in a day", twice each term.

## Acknowledging Tern

Please acknowledge Tern in papers and theses that used it: "This work used the Tern HPC cluster of the Research
Computing Service, Hollowmere University."
"""

KENNELS_PAGE = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Prices and policies | Hazelmoor Boarding Kennels &amp; Cattery</title>
</head>
<body>
<header><a href="/">Hazelmoor Boarding Kennels &amp; Cattery</a> &middot; Hazelmoor Lane, Little Stowe &middot;
01632 961 480</header>
<main>
<h1>Prices and policies</h1>
<p>Hazelmoor is a family-run boarding kennels and cattery on the edge of Hazelmoor Common, licensed by Stowbridge
District Council (licence AB/0427, five stars). We have 34 heated dog kennels, each with its own covered run, and 18
cat chalets in a separate building, out of sight and sound of the dogs.</p>

<h2>Prices per night, from 1 January 2027</h2>
<table>
<thead><tr><th>Guest</th><th>Price per night</th></tr></thead>
<tbody>
<tr><td>Small dog (up to 10 kg)</td><td>&pound;24.50</td></tr>
<tr><td>Medium dog (over 10 kg and up to 25 kg)</td><td>&pound;28.75</td></tr>
<tr><td>Large dog (over 25 kg)</td><td>&pound;33.40</td></tr>
<tr><td>Second dog sharing the same kennel, any size</td><td>&pound;21.90</td></tr>
<tr><td>Cat</td><td>&pound;16.80</td></tr>
<tr><td>Second cat sharing the same chalet</td><td>&pound;11.20</td></tr>
</tbody>
</table>
<p>We charge per night, not per day: a stay from Friday morning to Monday evening is three nights. A peak supplement
of &pound;3.60 per pet per night applies from 18 December to 3 January and throughout August. Prices include food,
two walks a day for dogs, bedding and a daily check by our kennel staff.</p>

<h2>Booking and deposits</h2>
<p>Book online or by phone. A deposit of &pound;30 per pet secures the booking and comes off the bill. If you cancel
more than 14 days before arrival we refund the deposit; after that it is kept. The balance is paid on collection, by
card or cash.</p>

<h2>Drop-off and collection</h2>
<p>Monday to Saturday from 08:00 to 11:00 and from 15:00 to 17:30. Sunday: collection only, from 16:00 to 17:30. We
are closed on 25 and 26 December and on 1 January. Please book a time for drop-off, so that we can settle each
guest in before the next one arrives.</p>

<h2>Vaccinations and health</h2>
<ul>
<li>Dogs must be vaccinated against distemper, hepatitis, parvovirus and leptospirosis, with boosters in date, and
against kennel cough at least 10 days before they arrive.</li>
<li>Cats must be vaccinated against cat flu and feline infectious enteritis; a first course of vaccinations must be
finished at least 7 days before arrival.</li>
<li>Every guest must have had flea and worming treatment in the 4 weeks before arrival.</li>
<li>Bring your pet's vaccination card at drop-off. Without a card we cannot accept your pet, even if it is
booked.</li>
<li>We do not accept bitches in season, or puppies under 6 months old.</li>
</ul>

<h2>Medication and special care</h2>
<p>We give tablets, liquids, and eye and ear drops at no extra charge. We do not give injections, with one
exception: insulin for diabetic dogs and cats, which our trained staff give twice a day for &pound;4.20 a day. Bring
enough medication for the whole stay, in its pharmacy packaging with the label on it.</p>
<p>Elderly guests and guests on special diets are welcome. If your pet becomes unwell, we take it to Stowbridge
Veterinary Centre and call you; you pay the vet's bill when you collect your pet.</p>

<h2>Food, toys and bedding</h2>
<p>Dogs are fed a complete dry food twice a day and cats a mix of wet and dry food. You may bring your pet's own
food, but the price stays the same. Each guest may bring one blanket and one toy; we cannot take baskets or beds,
and we are not responsible for anything that gets chewed.</p>

<h2>Insurance</h2>
<p>Our insurance covers vet's fees of up to &pound;2,500 a stay for illness or injury that starts while your pet is
with us. It does not cover conditions your pet already had when it arrived.</p>
</main>
<footer>Hazelmoor Boarding Kennels &amp; Cattery &middot; Proprietors Tom and Bethan Carrow &middot;
hello@hazelmoorkennels.example</footer>
</body>
</html>
"""

FESTIVAL_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
FESTIVAL_RULES = [
    ("Red Willow Short Film Festival 2027: Rules and Regulations", "Title"),
    (
        "Carver Falls, Oregon · 23 to 26 September 2027 · Submissions open 4 January 2027. Please read these rules "
        "before you submit: submitting a film means you accept them.",
        None,
    ),
    ("1. Eligibility", "Heading1"),
    (
        "Red Willow accepts short films completed on or after 1 January 2025, in any language. Films that are not in "
        "English need burned-in English subtitles.",
        None,
    ),
    (
        "Running time, including opening titles and end credits: narrative and documentary shorts no more than 25 "
        "minutes; animation no more than 12 minutes. Student films follow the limit of their genre.",
        None,
    ),
    ("Music videos, trailers, adverts and single episodes of a series are not eligible.", None),
    ("2. Premiere status and online availability", "Heading1"),
    (
        "We do not ask for a premiere: films that have screened at other festivals are welcome, and so are films that "
        "have been broadcast on television.",
        None,
    ),
    (
        "A film that is, or has at any time been, publicly available online (on YouTube, a public Vimeo page, social "
        "media or a streaming service) is not eligible, even if it has since been taken down or made private. The "
        "only exception is a private, password-protected link shared for festival, sales or distribution review.",
        None,
    ),
    ("3. Categories and entry fees", "Heading1"),
    ("Fees are in US dollars, per film, and depend on the date you submit:", None),
    None,  # the fee table
    (
        "Student films: the director must have been enrolled at a college, university or film school when the film "
        "was made; upload a copy of your student ID with the submission. Entry fees are not refunded, including for "
        "films that turn out not to be eligible.",
        None,
    ),
    (
        "Fee waivers: filmmakers who live in Carver Falls or elsewhere in the Red Willow Valley may ask for one free "
        "submission a year by writing to waivers@redwillowfilm.example before 1 March 2027.",
        None,
    ),
    ("4. How to submit", "Heading1"),
    (
        "Submit through the festival's portal at redwillowfilm.example/submit, with a private screening link and its "
        "password, a poster or a still, a synopsis of no more than 60 words and the full credits. One film per "
        "submission: you may submit as many films as you like, each with its own fee.",
        None,
    ),
    ("5. Selection and screening copies", "Heading1"),
    (
        "Selected filmmakers are told by e-mail on 29 July 2027, and the full programme is announced on 12 August. "
        "Films that were not selected are told on the same day; we are sorry that we cannot give individual "
        "feedback.",
        None,
    ),
    (
        "Screening copy: a DCP (SMPTE) or a ProRes 422 HQ file, 1920 × 1080 or 3840 × 2160, with stereo or 5.1 sound, "
        "delivered by 20 August 2027. Films whose copy arrives later are screened from the screener link and may be "
        "moved to a later slot.",
        None,
    ),
    ("6. Awards", "Heading1"),
    (
        "The jury gives Best Narrative Short ($2,500), Best Documentary Short ($2,500), Best Animation ($1,500) and "
        "Best Student Film ($1,000); the audience chooses the Audience Award ($750). Cash prizes are paid to the "
        "director named in the submission within 30 days of the festival.",
        None,
    ),
    ("7. Filmmakers at the festival", "Heading1"),
    (
        "Every selected film gets two festival passes. Directors who travel more than 300 miles to the festival are "
        "offered two nights at the Riverside Lodge in Carver Falls.",
        None,
    ),
    ("8. Rights", "Heading1"),
    (
        "By submitting, you confirm that you hold the rights to everything in the film, music included. Selected "
        "films allow the festival to use stills and up to 60 seconds of the film to promote the festival; films are "
        "never shown online by the festival.",
        None,
    ),
]
FESTIVAL_FEES = [
    [
        "Category",
        "Early deadline (14 February 2027)",
        "Regular deadline (11 April 2027)",
        "Late deadline (6 June 2027)",
    ],
    ["Narrative short", "$32", "$47", "$63"],
    ["Documentary short", "$28", "$43", "$58"],
    ["Animation", "$26", "$39", "$54"],
    ["Student film (any genre)", "$15", "$21", "$29"],
]

MOVE_DECK = [
    {
        "title": "Moving to Harbour Yard: staff briefing",
        "body": ["Brackwater Software · All-hands, 3 February 2027", "Priya Nandakumar, Head of Operations"],
    },
    {
        "title": "Why Harbour Yard",
        "body": [
            "Room for 140 people on one floor (we are 112 today, on three floors)",
            "Five minutes' walk from Eastgate station",
            "A ten-year lease, with a break after five years",
        ],
        "notes": [
            "If anyone asks why we are leaving Cobbold House at all: the landlord is converting the building into "
            "flats and would only offer us a twelve-month extension, which the board turned down. We did not choose "
            "to leave; Harbour Yard was the best of the four places we looked at."
        ],
    },
    {
        "title": "Timeline",
        "body": [
            "Mon 8 March: crates delivered to every desk at Cobbold House",
            "Thu 18 March: pack your crate and label it with your name and new desk zone by 14:30",
            "Fri 19 March: last day at Cobbold House; everyone works from home",
            "Sat 20 and Sun 21 March: removals and IT set-up",
            "Mon 22 March: first day at Harbour Yard, doors open at 08:00",
        ],
    },
    {
        "title": "Desks and meeting rooms",
        "body": [
            "Desks are shared: book one in the Perch app, up to two weeks ahead",
            "Each team has a home zone; teams keep their own storage there",
            "9 meeting rooms and 6 phone booths, booked in Perch too",
            "A personal locker for everyone",
        ],
    },
    {
        "title": "Getting there",
        "body": [
            "38 bike spaces in the basement, with 4 showers and a drying room",
            "No staff parking; 6 accessible bays for blue badge holders",
            "2 electric car chargers for visitors",
            "Season ticket loans of up to £4,200, repaid over ten months",
        ],
    },
    {
        "title": "Access and security",
        "body": [
            "Collect your new fob from Harbour Yard reception from Mon 15 March",
            "The building is open 07:00 to 20:00; outside those hours, sign in with security",
            "Visitors sign in at the ground-floor reception and are met there",
        ],
    },
    {
        "title": "Questions",
        "body": ["move@brackwater.example", "Move champions: one in every team, listed on the intranet"],
    },
]

TARNSIDE = {
    "Packages": [
        ["Package", "Style", "Price per head", "Minimum guests", "What is included"],
        ["Fellside", "Hot and cold buffet", "£27.40", "40", "Two hot mains, three salads, bread and one dessert"],
        [
            "Ridgeway",
            "Three-course seated meal",
            "£46.90",
            "30",
            "A choice of two starters, two mains and two desserts; tea and coffee",
        ],
        [
            "Summit",
            "Three-course seated meal with canapés",
            "£58.20",
            "50",
            "Three canapés per guest, starter, main, dessert and a cheese board; tea and coffee",
        ],
        ["Hearth", "Evening food", "£14.60", "60", "Bacon or halloumi rolls, or wood-fired pizza slices"],
        ["Little Fell", "Children's menu (under 12)", "£12.30", "—", "Two courses and a drink, with an adult package"],
        [],
        [
            "Tarnside Catering · Event packages 2027. Prices per head include VAT, staff to serve, crockery, cutlery "
            "and linen."
        ],
        [
            "Prices are for events within 25 miles of our kitchen in Scarthwaite. Further away, travel is charged at "
            "£1.45 a mile each way."
        ],
    ],
    "Extras": [
        ["Extra", "Price", "Notes"],
        ["Extra canapé choice", "£2.85 per head", "We suggest three to five choices"],
        ["Cheese board (Fellside and Ridgeway)", "£6.40 per head", "Included with Summit"],
        ["Bar staff (you supply the drinks)", "£165 per event", "Up to 6 hours"],
        ["Corkage", "£4.50 per bottle of wine", "Free for up to 20 bottles with Summit"],
        ["Chair covers and sashes", "£2.80 per chair", "White or ivory"],
        ["Staff after midnight", "£95 per hour", "For the whole team on the night"],
        [],
        ["All prices include VAT."],
        [
            "Wedding cakes: we do not bake cakes ourselves. We work with Pell and Crumb Bakery in Scarthwaite and can "
            "arrange one for you with your menu. Ask us for a quote."
        ],
    ],
    "Terms": [
        ["Topic", "Terms"],
        ["Deposit", "25% of the estimated total, to confirm your date. The deposit is not refundable."],
        [
            "Tasting",
            "Free for two people for Ridgeway and Summit once the deposit is paid; £22 for each extra person.",
        ],
        [
            "Final numbers",
            "Confirm your final guest numbers and any dietary needs no later than 18 days before the event. We charge "
            "for the number confirmed then, even if fewer guests come on the day.",
        ],
        ["Balance", "Due 10 days before the event, by bank transfer."],
        [
            "Cancellation",
            "More than 180 days before the event: you lose the deposit. From 60 to 180 days: 50% of the estimated "
            "total. Fewer than 60 days: the full estimated total.",
        ],
        [
            "Venue",
            "We need a kitchen area with running water and at least two 13-amp sockets; otherwise our field kitchen "
            "can be hired for £120.",
        ],
        [
            "Allergies",
            "Every dish is labelled for the 14 major allergens. We cater for coeliac, vegan and nut-free guests but "
            "cannot promise a kitchen free of traces.",
        ],
    ],
    "Allergens": [
        ["Dish", "Package", "Gluten", "Milk", "Egg", "Nuts", "Sesame", "Mustard"],
        ["Slow-roast lamb shoulder", "Ridgeway, Summit", "No", "Yes", "No", "No", "No", "Yes"],
        ["Wild mushroom risotto", "Ridgeway, Summit", "No", "Yes", "No", "No", "No", "No"],
        ["Chicken, leek and tarragon pie", "Fellside", "Yes", "Yes", "Yes", "No", "No", "Yes"],
        ["Sticky toffee pudding", "Fellside, Ridgeway", "Yes", "Yes", "Yes", "No", "No", "No"],
        ["Lemon posset with shortbread", "Summit", "Yes", "Yes", "No", "No", "No", "No"],
        ["Halloumi roll with chilli jam", "Hearth", "Yes", "Yes", "No", "No", "Yes", "No"],
    ],
}

LAPTOP_EML = """Message-ID: <20270118083015.2291@ferrandlowe.example>
Date: Mon, 18 Jan 2027 08:30:15 +0000
From: IT Service Desk <servicedesk@ferrandlowe.example>
To: All staff <allstaff@ferrandlowe.example>
Subject: Laptop refresh: your swap date and what to do before it
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Dear colleagues,

Over the next four weeks we are replacing every laptop bought before 2023 with a new Dell Latitude 7450, with 32 GB
of memory, a privacy screen and a four-year warranty. This is the first of three e-mails; please read it now, as
there are a few things to do before your swap.

WHEN AND WHERE
Swaps are done team by team in the IT room on the 2nd floor (room 2.06), between 09:00 and 17:00. Each swap takes
about 40 minutes. Book your own time in the "Laptop swap" calendar in Outlook by Friday 29 January; if you have not
booked by then, we will book a time for you.

  Tue 2 February    Finance and Payroll (3rd floor)
  Wed 3 February    Private Client (3rd floor)
  Thu 4 February    Litigation (4th floor)
  Fri 5 February    Property and Planning (4th floor)
  Tue 9 February    Corporate and Commercial (5th floor)
  Wed 10 February   Employment (5th floor)
  Thu 11 February   Partners' assistants and Secretarial
  Fri 12 February   Catch-up day for anyone who missed their slot

BEFORE YOUR SWAP
1. Check that OneDrive shows a green tick on every folder. Files saved only on the desktop or in C:\\Local are not
   copied to the new laptop.
2. Export your browser bookmarks if you keep any in Chrome; Edge bookmarks come across with your account.
3. Make sure you know your network password. You will also need your phone for the authenticator app.
4. Matters stay in iManage as they are: there is nothing to copy there.

ON THE DAY
Bring your old laptop and its charger. You leave with the new laptop, a new charger and a USB-C hub; your desk
docking station and screens stay as they are. Swaps are done in person only: we do not post or courier laptops,
except to colleagues whose contract says they are home-based, who will hear from us separately.

THE OLD LAPTOPS
Old laptops are wiped to the firm's data security standard and collected by our recycling partner. We are sorry, but
we cannot sell them to staff or keep them as spares.

Mobile phones are not part of this refresh; their replacement will follow in the summer.

Questions: reply to this e-mail or call extension 4410.

Marcus Oyelaran
IT Service Desk Manager, Ferrand Lowe LLP
"""

GRANTS_GUIDANCE = [
    of.odf_h("Amberley Community Trust: Small Grants Programme 2027", 1),
    of.odf_p(
        "Guidance for applicants · Published 11 January 2027 · Amberley Community Trust (registered charity 1187342), "
        "The Old Forge, Market Lane, Amberley Cross AC7 3QD"
    ),
    of.odf_h("What we fund", 2),
    of.odf_p(
        "The Small Grants Programme supports projects that benefit people living in the parishes of Amberley Cross, "
        "Nettlecombe and Hawksford. In 2027 our priorities are: reducing loneliness among older people; activities "
        "for young people aged 11 to 19; looking after local green spaces; and access to good, affordable food."
    ),
    of.odf_p(
        "We can pay for equipment, sessional workers, venue hire, volunteers' expenses, training and publicity. We do "
        "not pay for things that have already happened or been bought, trips abroad, loans, or the general running "
        "costs of national charities."
    ),
    of.odf_h("How much you can ask for", 2),
    of.odf_p(
        "Grants are from £300 to £4,750. Most grants are between £1,500 and £3,000. We can pay up to the whole cost of "
        "a project: you do not need money from anyone else, though we like to know about any other funding you have."
    ),
    of.odf_h("Who can apply", 2),
    of.odf_p(
        "Voluntary and community groups with a written constitution or set of rules, registered charities, "
        "charitable incorporated organisations, community interest companies limited by guarantee, and parish "
        "councils for work they have no legal duty to do. Your group must have a bank account in its own name that "
        "needs two unrelated people to sign or approve each payment."
    ),
    of.odf_p("We cannot fund:"),
    of.odf_list(
        [
            "individuals;",
            "schools, academies and colleges;",
            "NHS bodies, and district and county councils;",
            "political parties and campaigning groups;",
            "groups whose main purpose is religious, though faith groups may apply for activities open to everyone.",
        ]
    ),
    of.odf_p(
        "Parent-teacher associations and 'Friends of' groups connected to a school may apply, as long as they have "
        "their own constitution and a bank account separate from the school's."
    ),
    of.odf_h("Rounds and deadlines", 2),
    of.odf_table(
        [
            ["Round", "Applications close", "Panel meets", "Decisions e-mailed by"],
            ["Round 1", "26 February 2027", "25 March 2027", "9 April 2027"],
            ["Round 2", "4 June 2027", "1 July 2027", "16 July 2027"],
            ["Round 3", "24 September 2027", "21 October 2027", "5 November 2027"],
        ],
        name="Rounds",
    ),
    of.odf_p(
        "Applications close at noon on the closing date. An application that arrives late is held over to the next "
        "round. You may apply once in each round, and hold no more than one grant from us at a time."
    ),
    of.odf_h("How to apply", 2),
    of.odf_p(
        "Apply with the online form on our website. You will need: a description of your project and who it is for; "
        "a budget, with quotes for any item over £500; your constitution or rules; your latest annual accounts, or "
        "your last three bank statements if your group is less than a year old; and your safeguarding policy if you "
        "work with children or adults at risk."
    ),
    of.odf_h("How we decide", 2),
    of.odf_p(
        "Applications are read by our grants officer, who may call you with questions, and decided by a panel of "
        "four trustees and two young trustees aged under 25. We look at the difference the project will make, how "
        "well it is planned, and whether the people it is for were asked what they need."
    ),
    of.odf_h("If you receive a grant", 2),
    of.odf_list(
        [
            "Spend it within 12 months, on what you applied for; ask us first if your plans change.",
            "Send a short report, with photographs if you have them, within two months of the end of the project.",
            "Tell people that the Amberley Community Trust funded your project, for example on posters and online.",
        ]
    ),
    of.odf_p(
        "Questions: Joanna Firth, grants officer, on 01632 961 205 (Tuesday to Thursday) or at "
        "grants@amberleytrust.example."
    ),
    of.odf_h("Update, 2 March 2027", 2),
    of.odf_p(
        "Thanks to a new three-year gift from the Hawksford Wind Farm Community Fund, the maximum grant has been "
        "raised from £4,750 to £5,350, from Round 2 onwards. The minimum grant stays at £300, and everything else in "
        "this guidance is unchanged."
    ),
]

HOUSING_FUND_ZH = (
    "宁川市住房公积金租房提取办事指南（2027年1月1日起施行）一、适用对象：在宁川市缴存住房公积金、在本市租赁住房自住的职工。"
    "二、提取条件：职工申请租房提取，须同时符合下列条件：（一）连续足额缴存住房公积金满3个月；（二）本人及配偶在本市无自有住房；"
    "（三）本人及配偶未使用住房公积金贷款或者商业贷款购买住房，或者贷款已经还清。职工本人或者配偶在本市有自有住房，但该住房"
    "所在区（县）与职工工作单位所在区（县）不同，且职工在工作单位所在区（县）租房自住的，视同无房，可以按本指南申请租房提取。"
    "三、提取额度：（一）单身职工每月最多提取1650元；（二）已婚职工夫妻双方合计每月最多提取2480元，可以由一方申请，也可以由"
    "双方分别申请；（三）租住本市公共租赁住房的，按实际支付的房租提取，不受前两项限额的限制；（四）有两个及以上未成年子女的"
    "家庭，在前两项限额的基础上上浮30%。每次提取的金额不得超过住房公积金账户余额，并应当在账户中保留不少于200元。"
    "四、提取方式：职工可以选择按月提取或者按季度提取，办理一次后，系统按选择的方式自动将提取金额转入本人银行卡；每满12个月"
    "须重新确认一次租房情况，未按时确认的，自动提取暂停。五、所需材料：（一）本人身份证；（二）婚姻状况证明，已婚的提供结婚证，"
    "单身的在线签署单身声明；（三）本人名下的一类银行账户；（四）租房合同（租期6个月以上）和最近一期房租付款凭证，租住公共租赁"
    "住房的提供公共租赁住房租赁合同。通过“宁川公积金”App或者微信小程序办理的，系统自动核验身份和房产信息，只需上传租房合同。"
    "六、办理时限：材料齐全的，3个工作日内办结，提取金额在办结后1个工作日内转入本人银行卡。七、注意事项：以虚假租房合同或者"
    "其他虚假材料提取住房公积金的，由管理中心责令退回已提取的款项，5年内不予受理其提取和贷款申请，并记入个人信用记录。"
    "职工也可以申请住房公积金个人住房贷款购买自住住房，贷款条件、额度和利率见《宁川市住房公积金个人住房贷款办事指南》。"
    "咨询电话：12329（工作日8:30至17:30）。宁川市住房公积金管理中心　2026年12月"
)

COURIER_RATES_ZH = """产品,区域,目的地,首重（1公斤以内，元）,续重（每公斤，元）,时效,备注
标准快递,同城,宁川市内,7,1.5,1天,
标准快递,省内,本省其他城市,9,2,1至2天,
标准快递,一区,上海、江苏、浙江、安徽,11,3.5,2天,
标准快递,二区,北京、天津、山东、河南、湖北、湖南、江西、福建、广东,13,5,2至3天,
标准快递,三区,四川、重庆、贵州、云南、广西、陕西、山西、河北,15,6.5,3至4天,
标准快递,四区,辽宁、吉林、黑龙江、内蒙古、甘肃、宁夏、青海、海南,17,8,3至5天,海南件走航空，不收液体
标准快递,五区,新疆、西藏,23,15,5至7天,不收液体、粉末和带电池的物品
次日达特快,同城,宁川市内,12,2,当日或次日,下午4点前交寄当日送达
次日达特快,省内,本省其他城市,14,3,次日,
次日达特快,一区,上海、南京、杭州、合肥,18,6,次日,
次日达特快,二区,北京、天津、济南、郑州、武汉、长沙、南昌、福州、广州,21,8,次日,
次日达特快,三区,成都、重庆、贵阳、昆明、南宁、西安、太原、石家庄,24,10,次日或隔日,
次日达特快,四区、五区,—,—,—,—,暂不开通
说明,,"寄件地为宁川市；次日达特快只送达所列城市的市区；重量超过1公斤的部分按续重计价，不足1公斤的按1公斤计",,,,
说明,,"体积重量（长×宽×高÷8000，厘米）大于实际重量的，按体积重量计费",,,,
说明,,"保价费为声明价值的0.5%，最低2元；未保价的物品丢失按实际损失赔偿，最高不超过运费的5倍",,,,
"""

BALCONY_GARDEN_ZH = [
    (
        "ch03.xhtml",
        "第三章　叶菜类",
        "<h1>第三章　叶菜类</h1>"
        "<p>叶菜生长快、对光照要求不高，最适合阳台新手。朝南和朝东的阳台一年四季都能种，朝北的阳台只适合春秋两季。种叶菜的"
        "容器深度有15厘米就够了，土壤用园艺营养土加三成珍珠岩，既保水又透气。下面四种是本书最推荐的入门品种。</p>"
        "<h2>一、小白菜</h2>"
        "<p>春季3月至5月、秋季8月至10月都可以播种，夏季高温时容易长虫，不建议种。直接撒播，出苗后间苗两次，最后保持株距"
        "8至10厘米。播种后28至32天可以采收，可以整株拔起，也可以从外向内一片片地掰。</p>"
        "<h2>二、生菜</h2>"
        "<p>本书说的是散叶生菜，结球生菜在阳台上很难包心。生菜喜欢15至20℃的凉爽天气，超过25℃容易抽薹变苦，所以最好在春"
        "秋两季种。先在育苗盘里育苗，长出4片真叶后移栽，株距20厘米。播种后45至52天开始采收外层的叶子，只要留下中间的心叶，"
        "可以连续采收一个多月。</p>"
        "<h2>三、菠菜</h2>"
        "<p>菠菜耐寒不耐热，9月至11月播种最好。种子外壳硬，播种前用凉水浸泡24小时，再放进冰箱冷藏两天催芽。株距5至8厘米。"
        "播种后38至44天可以采收，采收时连根拔起，根部也可以吃。</p>"
        "<h2>四、空心菜</h2>"
        "<p>空心菜喜欢高温，是夏天阳台的主角，4月至8月都可以播种。种子浸泡一夜后点播，每穴3至4粒，穴距15厘米。播种后30至35"
        "天第一次采收，从离地面5厘米处剪下，留下的茎会再长出新芽，以后每隔两周左右可以再剪一次。</p>"
        "<h2>五、浇水和施肥</h2>"
        "<p>叶菜要“见干见湿”：表层土摸起来干了再浇，一次浇透，到盆底有水流出为止。夏天早晚各看一次，冬天三四天浇一次就够了。"
        "每两周追施一次稀释的液体肥，采收前一周停止施肥。</p>",
    ),
    (
        "ch07.xhtml",
        "第七章　常见病虫害",
        "<h1>第七章　常见病虫害</h1>"
        "<p>阳台是相对封闭的环境，病虫害比露地少，但一旦发生，蔓延得很快。每次浇水时顺便翻看一下叶子背面，是最好的预防。</p>"
        "<h2>一、蚜虫</h2>"
        "<p>蚜虫多在春季出现，聚集在嫩叶和叶背上。少量时用水冲掉，或者用胶带粘走；数量多时，在花盆旁边挂黄色粘虫板，每平方米"
        "挂一到两张，也可以喷稀释200倍的肥皂水，隔三天喷一次，连喷三次。</p>"
        "<h2>二、菜青虫</h2>"
        "<p>菜青虫是菜粉蝶的幼虫，最爱吃小白菜等十字花科蔬菜。看到白色的蝴蝶在菜上飞，就要检查叶背有没有黄色的虫卵。最简单的"
        "办法是罩上防虫网，网眼以40目为宜；已经有虫的，每天早上人工捉虫。</p>"
        "<h2>三、白粉病和霜霉病</h2>"
        "<p>通风不良、湿度大时容易发生。叶面出现白色粉状物或者黄色斑块时，剪掉病叶，拉开花盆间距，减少浇水；严重时用小苏打"
        "水（每升水加5克小苏打）喷洒叶面，每周一次。</p>"
        "<h2>四、为什么不建议用农药</h2>"
        "<p>阳台上种的菜常常是边长边吃，很难留出农药的安全间隔期；而且阳台离卧室和客厅很近，喷药对家人不好。本书介绍的方法都"
        "不用化学农药。</p>",
    ),
]

TRADE_IN_ZH = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>星港数码2027春季以旧换新活动规则</title>
</head>
<body>
<header><a href="/">星港数码</a> &gt; 活动中心 &gt; 以旧换新</header>

<h1>星港数码2027春季以旧换新活动规则</h1>
<p>活动时间：2027年3月1日至3月28日。活动范围：星港数码全国各门店及星港数码官方商城（线上下单的，由快递上门回收旧机）。</p>
<p>活动期间，顾客交回一台旧机，购买同品类的新机，除旧机回收价以外，还可以再享受一笔换新补贴，直接在新机价格中抵扣。</p>

<h2>一、换新补贴标准</h2>
<table>
<tr><th>品类</th><th>新机价格</th><th>换新补贴</th></tr>
<tr><td>手机</td><td>3000元以下</td><td>135元</td></tr>
<tr><td>手机</td><td>3000元（含）以上</td><td>285元</td></tr>
<tr><td>平板电脑</td><td>不限</td><td>195元</td></tr>
<tr><td>笔记本电脑</td><td>5000元以下</td><td>320元</td></tr>
<tr><td>笔记本电脑</td><td>5000元（含）以上</td><td>465元</td></tr>
<tr><td>智能手表</td><td>不限</td><td>75元</td></tr>
</table>

<h2>二、参加条件</h2>
<ol>
<li>旧机与新机须为同一品类：手机换手机，平板电脑换平板电脑，以此类推。每位顾客每个品类限参加一次。</li>
<li>旧机须能正常开机，已退出全部账号并关闭“查找”功能。无法开机的旧机不能参加本活动，笔记本电脑除外：无法开机的笔记本电脑按最低档回收价回收，仍可享受换新补贴。</li>
<li>旧机品牌不限，但须为正规厂商生产；组装机、山寨机和无法识别型号的设备不参加。</li>
<li>换新补贴可以与会员积分抵扣同时使用，但不能与“以旧换新分期免息”同时享受。</li>
</ol>

<h2>三、旧机回收价</h2>
<p>旧机回收价由门店检测后按当日回收价目表确定，现场告知顾客，顾客同意后办理。线上回收的，以快递取件后的检测结果为准，顾客不同意的，旧机免费寄回。</p>

<h2>四、办理流程</h2>
<ol>
<li>到门店或在官方商城选择“以旧换新”，填写旧机型号和成色。</li>
<li>检测旧机、确认回收价，当场备份并清除旧机数据。</li>
<li>购买新机，回收价和换新补贴在结账时一并抵扣。</li>
</ol>

<h2>五、其他说明</h2>
<ul>
<li>新机因质量问题退货的，须同时退回换新补贴；旧机已回收的，不予退还，按回收价折算。</li>
<li>企业客户批量换新，请联系星港数码企业服务部：400-882-6610。</li>
</ul>

<div class="notice">
<h2>补充公告（2027年3月20日）</h2>
<p>因参加活动的顾客较多，经研究决定，本次以旧换新活动延长至2027年4月18日，补贴标准和参加条件不变。已在3月份参加过活动的顾客，不能在延长期内就同一品类再次参加。</p>
</div>
<footer>星港数码科技有限公司　客服热线：400-882-6600</footer>
</body>
</html>
"""

INTERNSHIP_STYLES = of.w_style("Title", "Title") + of.w_style("Heading1", "heading 1")
INTERNSHIP_RULES = [
    ("沐禾科技有限公司实习生管理办法", "Title"),
    ("（2027年2月修订，人力资源部发布）", None),
    ("第一章　总则", "Heading1"),
    ("第一条　为规范实习生的招募、使用和管理，保障实习生和公司双方的合法权益，制定本办法。", None),
    (
        "第二条　本办法适用于在沐禾科技有限公司（以下简称“公司”）各部门实习的全日制在校本科生、硕士研究生和博士研究生。",
        None,
    ),
    ("第二章　招募与实习期限", "Heading1"),
    (
        "第三条　各部门每年3月和9月向人力资源部提出实习需求，人力资源部统一发布招募信息、组织面试。实习生须持学校出具的"
        "实习推荐函或者在读证明报到。",
        None,
    ),
    (
        "第四条　实习期连续不少于14周，最长不超过26周。实习期间每周出勤不少于4天，其中至少2天须到公司办公；远程办公的日期须"
        "提前一周与导师商定。",
        None,
    ),
    ("第五条　每位实习生由所在部门指定一名入职满两年的正式员工担任导师，负责安排工作和日常指导。", None),
    ("第三章　实习补贴", "Heading1"),
    ("第六条　实习补贴按实际出勤天数计发，标准如下：", None),
    None,  # the allowance table
    (
        "第七条　实习生每个出勤日另发餐费补贴28元。学校不在宁川市的实习生，公司提供住宿补贴每月1350元，按实际实习月数发放，"
        "不足一个月的按天折算。",
        None,
    ),
    ("第八条　实习补贴和餐费补贴于次月10日前发放到实习生本人银行卡，公司依法代扣代缴个人所得税。", None),
    ("第四章　工作时间与管理", "Heading1"),
    (
        "第九条　实习生原则上不安排加班。确需加班的，须经部门负责人批准，每天不超过2小时，晚上10点以后不得安排工作；加班时间"
        "按第六条标准的1.5倍折算补贴。",
        None,
    ),
    (
        "第十条　实习生请假须提前在办公系统中提交申请，经导师同意。因学校考试、论文答辩请假的，不扣除出勤天数要求，但不发放当日"
        "补贴。",
        None,
    ),
    ("第十一条　实习生入职时须签署实习协议和保密协议，不得将公司的代码、数据和文件带出公司或者上传到外部网站。", None),
    ("第五章　考核与录用", "Heading1"),
    (
        "第十二条　实习结束前两周，由导师和部门负责人对实习生进行考核，考核结果分为优秀、良好、合格和不合格四个等级。",
        None,
    ),
    (
        "第十三条　考核为优秀的实习生，可以获得公司校园招聘的提前录用资格，免笔试直接进入终面；考核为不合格的，公司可以提前"
        "结束实习。",
        None,
    ),
    ("第六章　附则", "Heading1"),
    ("第十四条　本办法由人力资源部负责解释，自2027年3月1日起施行，2024年版同时废止。", None),
]
INTERNSHIP_ALLOWANCE = [
    ["学历", "每日实习补贴", "备注"],
    ["本科生", "180元", "大三、大四学生"],
    ["硕士研究生", "235元", "含专业学位硕士"],
    ["博士研究生", "310元", "须有导师同意书"],
]

FRESH10_DOCS: dict[str, str | bytes] = {
    "hollowmere-rc/tern-cluster-user-guide.md": TERN_GUIDE,
    "hazelmoor-kennels/prices-and-policies.html": KENNELS_PAGE,
    "red-willow-film-festival/rules-and-regulations-2027.docx": of.w_document(
        FESTIVAL_RULES, [FESTIVAL_FEES], FESTIVAL_STYLES
    ),
    "brackwater-software/harbour-yard-move-briefing.pptx": of.steady(of.pptx(MOVE_DECK)),
    "tarnside-catering/event-packages-2027.xlsx": of.steady(of.xlsx(TARNSIDE)),
    "ferrand-lowe/laptop-refresh-your-swap-date.eml": LAPTOP_EML,
    "amberley-community-trust/small-grants-guidance-2027.odt": of.steady(
        of.odf(_ODT, "<office:text>" + "".join(GRANTS_GUIDANCE) + "</office:text>")
    ),
    "宁川市住房公积金租房提取办事指南.txt": HOUSING_FUND_ZH,
    "迅驰快运2027年快递资费表.csv": COURIER_RATES_ZH,
    "阳台种菜入门.epub": of.steady(of.epub(BALCONY_GARDEN_ZH, title="阳台种菜入门")),
    "星港数码2027春季以旧换新活动规则.html": TRADE_IN_ZH,
    "沐禾科技实习生管理办法.docx": of.w_document(INTERNSHIP_RULES, [INTERNSHIP_ALLOWANCE], INTERNSHIP_STYLES),
}
