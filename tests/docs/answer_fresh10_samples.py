"""Sample answers of the fresh10 set, careful and made up, for its tests and `scripts/eval_docs --checks`."""

# Sample answers (checked by tests/docs/test_answer_fresh10.py). For each question a document answers, an answer a
# careful reader would give and a plausible wrong one (a neighbouring row, cell or date, the outdated value, the
# opposite verdict) that must be turned down.
FRESH10_ANSWERS = {
    "If I submit a job to the Tern cluster without choosing a partition, what's the longest it can run?": (
        "A job without --partition goes to the standard partition, whose maximum run time is 2-12:00:00, that is two "
        "days and twelve hours [1].",
        "Up to 48 hours [1].",
    ),
    "How much space do I get in my home directory on Tern, and how long can files sit untouched on scratch before "
    "they are deleted?": (
        "Your home directory has a 75 GB quota, and files on scratch are removed when they have not been read or "
        "changed for 42 days [1].",
        "Home directories have 2 TB, and scratch files are deleted after 30 days [1].",
    ),
    "Our Labrador weighs 31 kg. What will Hazelmoor charge per night to board him in October?": (
        "A large dog (over 25 kg) costs £33.40 per night [1].",
        "A medium dog costs £28.75 per night [1].",
    ),
    "My dog still has to have her kennel cough vaccine before she stays at Hazelmoor. What's the latest she can "
    "have it?": (
        "She must be vaccinated against kennel cough at least 10 days before she arrives [1].",
        "At least 7 days before arrival [1].",
    ),
    "We're entering a documentary short at Red Willow. We'll miss the early deadline but make the regular one. "
    "How much is the entry fee?": (
        "A documentary short submitted by the regular deadline (11 April 2027) costs $43 [1].",
        "The regular-deadline fee is $47 [1].",
    ),
    "What's the longest an animated film can run and still be eligible for Red Willow?": (
        "Animation may run no more than 12 minutes, including opening titles and end credits [1].",
        "Up to 25 minutes including credits [1].",
    ),
    "Our short film was on a public Vimeo page for a few weeks last spring, but we took it down in June. Can we "
    "still submit it to Red Willow?": (
        "No. A film that has at any time been publicly available online, on a public Vimeo page for instance, is not "
        "eligible even if it has since been taken down; only private, password-protected review links are allowed "
        "[1].",
        "Yes, as long as it is no longer online when you submit it [1].",
    ),
    "What's the reason Brackwater Software has to leave its current office?": (
        "The landlord of Cobbold House is converting the building into flats and would only offer a twelve-month "
        "extension, which the board turned down [1].",
        "Brackwater has outgrown it and needs room for 140 people on one floor [1].",
    ),
    "By what time do I need to have my crate packed for Brackwater's move to Harbour Yard?": (
        "By 14:30 on Thursday 18 March, labelled with your name and new desk zone [1].",
        "By 08:00 on Monday 22 March [1].",
    ),
    "Brackwater 搬到 Harbour Yard 以后，新办公楼给员工准备了多少个自行车位？": (
        "新办公楼地下室有38个自行车位，另有4个淋浴间和一个烘干室[1]。",
        "有6个车位[1]。",
    ),
    "For Tarnside's Ridgeway menu, what's the price per guest, and what's the smallest party they'll do it for?": (
        "Ridgeway, a three-course seated meal, costs £46.90 per head, with a minimum of 30 guests [1].",
        "£58.20 per head, for at least 50 guests [1].",
    ),
    "What's the latest we can tell Tarnside exactly how many guests are coming?": (
        "No later than 18 days before the event; after that you are charged for the number you confirmed [1].",
        "10 days before the event [1].",
    ),
    "I work in Private Client at Ferrand Lowe. Which day is my laptop swap?": (
        "Private Client swaps on Wednesday 3 February, in the IT room on the 2nd floor [1].",
        "Tuesday 2 February [1].",
    ),
    "What's the most a community group can now apply for from the Amberley Community Trust's small grants?": (
        "£5,350: the update of 2 March 2027 raised the maximum grant from £4,750 to £5,350, from Round 2 onwards [1].",
        "Grants are from £300 to £4,750 [1].",
    ),
    "Our primary school's parent-teacher association has its own constitution and a bank account separate from "
    "the school's. Can the PTA apply to the Amberley small grants programme for new playground equipment?": (
        "Yes. Schools cannot apply, but parent-teacher associations connected to a school may, as long as they have "
        "their own constitution and a bank account separate from the school's, as yours does [1].",
        "No, schools, academies and colleges cannot be funded [1].",
    ),
    "If our group applies in the Amberley Community Trust round that closes in June, when will we hear whether "
    "we've got a grant?": (
        "Round 2 closes on 4 June 2027; decisions are e-mailed by 16 July 2027 [1].",
        "By 1 July 2027 [1].",
    ),
    "我还没结婚，在宁川租房住，每个月最多能从住房公积金里取多少钱交房租？": (
        "单身职工每月最多提取1650元[1]。",
        "每月最多提取2480元[1]。",
    ),
    "我在宁川临江区有一套自己的房子，但单位在东湖区，我在单位旁边租了房子住。这种情况能用公积金付房租吗？": (
        "可以。本人在本市有自有住房，但住房所在区与工作单位所在区不同、且在工作单位所在区租房自住的，视同无房，可以按指南"
        "申请租房提取[1]。",
        "不能。申请租房提取须本人及配偶在本市无自有住房[1]。",
    ),
    "从宁川用迅驰快运的标准快递寄一个不到1公斤的包裹去重庆，要多少钱？": (
        "重庆属于三区，标准快递首重（1公斤以内）15元[1]。",
        "要13元[1]。",
    ),
    "用迅驰快运标准快递往新疆寄东西，超过首重以后每公斤加多少钱？一般几天能送到？": (
        "新疆属于五区，标准快递续重每公斤15元，时效5至7天[1]。",
        "续重每公斤8元，3至5天送到[1]。",
    ),
    "在阳台上种生菜，从播种到能开始吃大概要多少天？": (
        "散叶生菜播种后45至52天开始采收外层的叶子，之后可以连续采收一个多月[1]。",
        "播种后28至32天就可以采收[1]。",
    ),
    "星港数码这次春季以旧换新活动办到哪天结束？": (
        "根据补充公告，活动延长至2027年4月18日，原定3月28日结束[1]。",
        "活动时间是2027年3月1日到3月28日[1]。",
    ),
    "我有一部屏幕摔碎、已经开不了机的旧手机，能拿去星港数码参加以旧换新、换一部新手机吗？": (
        "不能。旧机须能正常开机，无法开机的旧机不能参加本活动；只有笔记本电脑例外，手机不在此列[1]。",
        "可以。无法开机的旧机按最低档回收价回收，仍可享受换新补贴[1]。",
    ),
    "我是研二的学生，去沐禾科技实习的话，每天的实习补贴是多少？": (
        "硕士研究生每日实习补贴235元[1]。",
        "每天180元[1]。",
    ),
    "在沐禾科技实习，最短要实习多久？每周至少要出勤几天？": (
        "实习期连续不少于14周（最长不超过26周），每周出勤不少于4天，其中至少2天须到公司办公[1]。",
        "至少3个月，每周到公司2天[1]。",
    ),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH10_MADE_UP = {
    "How many GPUs does each node in Tern's gpu partition have?": "Each gpu node has 4 NVIDIA A100 GPUs [1].",
    "How much does Tarnside Catering charge for a wedding cake?": "A three-tier wedding cake costs £385 [1].",
    "What tyre pressure should I run on a typical family car?": "Around 32 psi (2.2 bar) front and rear [1].",
    "小型汽车驾驶证的有效期是几年？": "首次申领的驾驶证有效期为6年，之后换领的为10年[1]。",
    "宁川市住房公积金贷款最多能贷多少钱？": "宁川市住房公积金贷款最高可贷80万元[1]。",
}
