"""Sample answers of the fresh12 set, careful and made up, for its tests and `scripts/eval_docs --checks`."""

# Sample answers (checked by tests/docs/test_answer_fresh12.py). For each question a document answers, an answer a
# careful reader would give and a plausible wrong one (a neighbouring row, cell or date, the outdated value, the
# opposite verdict) that must be turned down.
FRESH12_ANSWERS = {
    "I'm not a Freewheel member. What would they charge to strip my bike right down, clean everything and put it "
    "back together?": (
        "That is a full service (stripped down, cleaned, bearings regreased and rebuilt): £80 for non-members, plus "
        "any parts, usually ready in 5 working days [1].",
        "£55 for a full service [1].",
    ),
    "The battery on my e-bike clips off the frame. Will the bike co-op fit new brake pads on it?": (
        "Yes. Freewheel does not work on e-bikes in general, but on an e-bike whose battery can be taken off they do "
        "brake, tyre and puncture work, as long as you take the battery off and home with you before leaving the "
        "bike [1].",
        "No, Freewheel does not work on electric bikes: its mechanics are not trained on them and its insurance does "
        "not cover them [1].",
    ),
    "We're a primary school hoping to bring 30 children on a guided tour of the Kettleby Clock Museum. What's the "
    "price per child, and how far ahead do we have to book?": (
        "A guided tour for primary school pupils costs £7.00 per pupil, with one adult free for every 6 pupils, and "
        "you need to book at least three weeks before your visit [1].",
        "£5.50 per pupil; book at least two weeks ahead [1].",
    ),
    "If our group wants the afternoon guided tour at the clock museum, what time does it start?": (
        "The afternoon guided tour starts at 13:30 [1].",
        "At 11:30 [1].",
    ),
    "I bought a Solo licence of Ledgerline for myself and don't use it any more. Can I give it to my sister for "
    "her own small business?": (
        "No. A Ledgerline licence belongs to the person named on it and cannot be transferred, sold or given away; "
        "the only exception is a company reassigning its licence to another employee, which does not apply to a "
        "licence you bought for yourself [1].",
        "Yes, you can reassign it to her from the Quillstone account page, once in any twelve months [1].",
    ),
    "How many of my own computers can I put Ledgerline on with one licence?": (
        "Up to three computers that you use yourself, such as an office desktop, a laptop and a home computer, though "
        "it may run on only one of them at a time [1].",
        "Two: a desktop and a laptop [1].",
    ),
    "Our bookkeeping software subscription renewed itself last week and we don't need it any more. How long do "
    "we have to ask for our money back?": (
        "A renewal of a Ledgerline subscription can be refunded if you ask within 14 days of the renewal date [1].",
        "Within 30 days [1].",
    ),
    "How much will my rabbit's yearly jab cost at Fernhollow?": (
        "The yearly booster for a rabbit costs £49.00, including a health check with a vet [1].",
        "£58 [1].",
    ),
    "My 22 kg labrador is booked in at Fernhollow to be spayed. What will it cost, and what time the night before "
    "does she have to stop eating?": (
        "Spaying a female dog of 10 to 25 kg costs £355.00, and she must have no food after 20:00 the night before; "
        "water is fine until you leave home [1].",
        "£295, and no food after midnight [1].",
    ),
    "我家母猫要在Fernhollow宠物医院做绝育，费用是多少？": (
        "母猫绝育（spay）在Fernhollow的费用是118英镑（£118.00），含术前检查、麻醉、带回家的止痛药和一次术后复查[1]。",
        "82英镑[1]。",
    ),
    "We'd love our son to go on the Year 7 residential at Oakhurst, but money is tight. Is there any help with "
    "the cost, and who should I talk to?": (
        "Yes. Families can spread the payments over more months, and the school's trip fund can pay up to half the "
        "cost for families who need it. Talk in confidence to Mrs Okonjo in the finance office, 01632 961 204 "
        "extension 3 [1].",
        "No, the full £265 has to be paid on ParentPay by 30 April; ask Mr Achebe if you have questions [1].",
    ),
    "How much pocket money can my daughter take on the Year 7 trip?": (
        "Up to £15, to spend in the centre shop on the last day [1].",
        "Up to £20 [1].",
    ),
    "How much is Brennock charging me in total for my move?": (
        "The total is now £1,590 including VAT: the original £1,370 plus £220 for the piano [1].",
        "£1,370 including VAT, fixed for the inventory you sent [1].",
    ),
    "If we need more packing boxes than the removal firm drops off, how much is each extra one?": (
        "Extra boxes are £2.50 each, and tape £3 a roll [1].",
        "£3 each [1].",
    ),
    "What does a year's membership of the Hatherleigh orchard cost for our whole family? We all live in the same "
    "house.": (
        "A household membership, for everyone living at one address, costs £15 a year [1].",
        "£10 a year [1].",
    ),
    "How much fruit are members allowed to pick each week at the community orchard?": (
        "Up to 5 kg of fruit per household each week, from trees with a green tag, between late August and the end "
        "of October [1].",
        "Up to 10 kg per household each week [1].",
    ),
    "我们单元加装电梯是2026年10月开工的，到现在还没竣工验收。能申请漳宁市的加装电梯补贴吗？": (
        "可以。补贴原则上只适用于2027年1月1日以后开工的项目，但2026年内已经开工、截至指南发布之日尚未竣工验收的项目，"
        "也可以按本指南申请补贴[1]。",
        "不能。本补贴只适用于2027年1月1日以后开工的加装电梯项目[1]。",
    ),
    "我们这栋楼一共六层，加装一台电梯政府能补多少钱？": (
        "六层住宅每台电梯补贴20万元；同时建设无障碍坡道的，每台另补贴2万元[1]。",
        "每台补贴15万元[1]。",
    ),
    "我想在顺驰驾校报C2自动挡的周末班，学费是多少？": (
        "C2自动挡周末班的学费是5180元，含科目一至科目四培训及每科首次考试费[1]。",
        "4880元[1]。",
    ),
    "学车的时候科目三没考过，补考一次要交多少钱？": (
        "科目三补考费每次350元，含考试车辆使用费[1]。",
        "每次300元[1]。",
    ),
    "溪岸实验幼儿园今年小班报名以后，现场审核是哪一天？": (
        "根据5月6日的更正通知，现场审核改在2027年5月23日（周日）8:30至16:00，地点在幼儿园二楼会议室[1]。",
        "5月22日（周六）8:30至16:00，在幼儿园一楼多功能厅[1]。",
    ),
    "想让孩子今年秋天上溪岸实验幼儿园的小班，孩子要在哪段时间出生？保教费每个月多少钱？": (
        "小班招收2023年9月1日至2024年8月31日出生的幼儿；保教费每生每月1200元，按学期缴纳[1]。",
        "2022年9月1日至2023年8月31日出生；保教费每月1500元[1]。",
    ),
    "我办的是普通读者证，想把云岫区图书馆的地方志借回家看两天，可以吗？": (
        "不可以。地方文献只限在馆内阅览，不得外借；只有持研究证的读者因研究需要、经馆长批准，才可以外借地方文献，借期"
        "不超过7天[1]。",
        "可以。普通读者证可借10册，借期30天[1]。",
    ),
    "孩子10岁，用少儿读者证一次能借几本书？可以借多长时间？": (
        "少儿读者证一次可借5册，借期21天，可以续借1次，续借期14天[1]。",
        "10册，借期30天[1]。",
    ),
    "我想养几条斑马鱼，水温控制在多少度合适？": (
        "斑马鱼适宜的水温是20至26℃，pH 6.5至7.5，一缸最好养6条以上[1]。",
        "24至27℃[1]。",
    ),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH12_MADE_UP = {
    "How much does the Kettleby Clock Museum's café charge for a packed lunch for each pupil?": (
        "Packed lunches from the Escapement Café cost £4.50 per pupil [1]."
    ),
    "What does Fernhollow charge to see an emergency vet on a Sunday?": (
        "An emergency appointment on a Sunday costs £160 [1]."
    ),
    "What's the speed limit for cars on a UK motorway?": "70 mph [1].",
    "我国法定的结婚年龄是多少岁？": "男不得早于22周岁，女不得早于20周岁[1]。",
    "在顺驰驾校报名前要做的体检，费用是多少？": "体检费60元，报名时一并缴纳[1]。",
}
