"""Sample answers of the fresh28 set, careful and made up, for its tests and `scripts/eval_docs --checks`."""

# Sample answers (checked by tests/docs/test_answer_fresh28.py). For each question a document answers, an answer a
# careful reader would give and a plausible wrong one (a neighbouring row, cell or line, the outdated value, the
# opposite verdict, a sum not worked out) that must be turned down.
FRESH28_ANSWERS = {
    "I'm a member at Skerrymouth and I've booked a seat on Saturday's boat trip out past Carrick Head to the "
    "wrecks: two dives, with lunch on the boat in between. What will my seat cost?": (
        "A two-dive day beyond Carrick Head, to the outer reefs and the wrecks, is £40 for members [1].",
        "A single dive beyond Carrick Head is £28 for members [1].",
    ),
    "Before Sunday's dive I need a nitrox fill in my 12-litre cylinder, and my buddy needs an ordinary air fill in "
    "her 15-litre cylinder. We're both Skerrymouth members. What will the two fills cost us between us?": (
        "For members, a nitrox fill up to 36% in a cylinder up to 12 litres is £9, and an air fill in a cylinder of 15 "
        "litres is £6, so £15 between you [1].",
        "A nitrox fill is £14 and an air fill of a 15-litre cylinder is £10, so £24 [1].",
    ),
    "I qualified as an Ocean Diver two years ago and have about 30 sea dives in my logbook, the last one three "
    "weeks ago. For Sunday's club dive on the Marisol, which sits in 23 metres, the dive manager has paired me with "
    "a Dive Leader as a planned depth progression dive. Am I allowed to go down to the wreck?": (
        "Yes. Ocean Divers may not dive deeper than 20 metres on a club dive, but the one exception is an Ocean Diver "
        "who has logged at least 20 dives in the sea and is diving with a Dive Leader or an instructor on a planned "
        "depth progression dive: they may go to 25 metres, but no deeper, and the dive must be written up in your "
        "logbook and signed by the Dive Leader [1].",
        "No, Ocean Divers may not dive deeper than 20 metres on any club dive [1].",
    ),
    "My husband and I want to go up together in one of Ambervale's shared baskets for our anniversary, but we can "
    "only manage a Saturday evening. How much will it be for the two of us?": (
        "A Saturday needs an anytime flight: a shared basket flight for two is £369 as an anytime flight [1].",
        "It's £289 [1].",
    ),
    "我想送我爸爸一次Ambervale的日出热气球飞行，带香槟早餐的那种，他只能工作日去，一个人要多少钱？": (
        "带香槟早餐的日出飞行（Sunrise flight with a champagne breakfast）工作日飞行（weekday flight）每人£199[1]。",
        "每人£239[1]。",
    ),
    "We've got rats living under the decking and in the garden shed, but there's no sign of them in the house. What "
    "will Greyling charge to deal with them?": (
        "A treatment for rats in the garden and outbuildings only is £160, with three visits included; each further "
        "visit is £45 [1].",
        "Rats inside the house are £190 for three visits [1].",
    ),
    "I rent a flat in Ashcombe and we've got mice in the kitchen. Can I just book Greyling myself and pay for it, "
    "without going through my landlord?": (
        "No. Greyling treat rented homes only with the written agreement of the landlord or the letting agent; the one "
        "exception is a wasps' or hornets' nest, which a tenant may book on their own. For mice, tell your landlord or "
        "letting agent first, and Greyling can book the treatment once they have their agreement [1].",
        "Yes, you can book and pay for it yourself [1].",
    ),
    "Once Greyling have got rid of the mice in our house, can they also block up the gaps where the mice were "
    "getting in? What do they charge for that?": (
        "Yes: when the treatment is finished they can seal the gaps and holes the mice were using to get in, with wire "
        "wool, mesh and filler, for £38 an hour plus the materials; most homes take one or two hours [1].",
        "It's £40 a visit [1].",
    ),
    "My 14-year-old only wants to do the big zip wire over the lake at Oakhanger Treetops, nothing else. What will "
    "that cost?": (
        "The Big Zip is £18 for a junior of 10 to 15 [1].",
        "It's £22 [1].",
    ),
    "I'd like to do the Treetop Challenge and the Big Zip together with my 11-year-old daughter at Oakhanger. What "
    "will the two of us pay?": (
        "The Treetop Challenge and Big Zip together are £52 for you as an adult and £42 for your daughter as a junior, "
        "so £94 for the two of you [1].",
        "£52 each, £104 for the two of you [1].",
    ),
    "I'm volunteering at Castle Aske this summer and I've just spotted smoke rising from the woods beside the line, "
    "far too much for me to beat out. Who should I ring first?": (
        "Ring the signaller in Fernhope signal box on 01632 993 640 first, straight away: only the signaller can stop "
        "the trains. Then ring 999 for the fire brigade [1].",
        "Ring the duty manager, Harriet Voss, on 01632 993 611 [1].",
    ),
    "My son is 15 and volunteers at the Fernhope Valley Railway. The track gang have asked him to come and help "
    "them change sleepers on the main line near Castle Aske on a Sunday. Is he allowed to?": (
        "No. Volunteers under 16 must never go onto the track or lineside; the one exception is the young volunteers' "
        "gang on the third Saturday of the month, clearing vegetation on the Castle Aske siding while it is closed, "
        "so not the main line on a Sunday [1].",
        "Yes, as long as he is with the gang leader [1].",
    ),
    "Tom from Cinderbeck Forge has now been round to measure our drive. What is he charging for the pair of "
    "driveway gates now?": (
        "After measuring, Tom has reworked the figure: the pair of driveway gates is £1,460 now, where his estimate said "
        "£1,280, because the posts are 3.6 metres apart and the gates need heavy-duty hinges [1].",
        "The pair of driveway gates is £1,280, galvanised and painted black [1].",
    ),
    "We'd love one of Cinderbeck Forge's hand-forged boot scrapers set into our front step. What does Tom charge "
    "for that?": (
        "A hand-forged boot scraper set into the front step is £65 [1].",
        "It's £145 [1].",
    ),
    "We're towing our caravan over the Saltmere bridge on the way to the coast. We don't have a SaltPass, so we'll "
    "pay at the booth. What's the toll?": (
        "A car towing a trailer or caravan paying at the booth is GBP 4.00 for each crossing [1].",
        "It's GBP 2.40 [1].",
    ),
    "On Saturday morning my daughter and I are both crossing the Saltmere bridge: I'm in my car and she's on her "
    "motorbike. Neither of us has a SaltPass. What will our two tolls come to?": (
        "At the booth a car is GBP 2.00 and a motorcycle GBP 1.10, so GBP 3.10 for the two of you [1].",
        "GBP 1.20 and GBP 0.70, GBP 1.90 in all [1].",
    ),
    "我们家在汐川城区买了一套128平方米的新房，是家里第一套房，只有一个孩子，能领多少购房补贴？": (
        "建筑面积90平方米以上、144平方米以下（含144平方米）的，每套补贴3万元；只有一个孩子，没有另加的补贴[1]。",
        "每套补贴2万元[1]。",
    ),
    "我8月初在汐川网签了一套86平方米的新房，是我们家第一套房，能领多少购房补贴？": (
        "根据2030年6月25日的调整说明，建筑面积90平方米以下（含90平方米）住房的补贴自2030年7月1日起调整为每套2.5万元，"
        "你8月网签，可以领2.5万元[1]。",
        "90平方米以下的每套补贴2万元[1]。",
    ),
    "周六下午约了两个朋友去清韵茶馆，坐大厅就行，想点一壶大红袍，要多少钱？": (
        "武夷大红袍在大厅每壶98元，每壶茶供2至4人[1]。",
        "138元一壶[1]。",
    ),
    "我们四个人订了清韵茶馆的小包间，点一壶正山小种，再加一份茶点拼盘，茶和茶点一共多少钱？包间费我知道另算。": (
        "包间的正山小种每壶98元，茶点拼盘（六样）每份58元，一共156元，包间费另算[1]。",
        "正山小种68元，茶点拼盘48元，一共116元[1]。",
    ),
    "我女儿在雅音学钢琴，现在准备考6级，上一节一对一的课要多少钱？": (
        "准备考级5级至8级的是中级课，每节45分钟，学费260元[1]。",
        "200元一节[1]。",
    ),
    "孩子下周要跟学校去外地研学，有一节钢琴课上不了，最晚要提前多久跟老师请假，才不会被扣课时？": (
        "学员请假须在上课前24小时通过“雅音学堂”小程序或者电话告知任课老师，可以在本学期内补课；未提前24小时请假的，"
        "按正常上课扣除课时[1]。",
        "提前12小时[1]。",
    ),
    "我订了馨月月子中心的豪华间，打算住满42天，套餐一共多少钱？": (
        "豪华间42天的套餐是69800元，约35平方米，带阳台，可住一名家属[1]。",
        "48800元[1]。",
    ),
    "我大女儿今年5岁，等我老婆住进馨月月子中心以后，她想去看妈妈和刚出生的弟弟。我陪着她，她能进我们家的房间吗？": (
        "可以。12岁以下的儿童不能进入会客区以外的地方，但唯一的例外是宝宝的哥哥姐姐，年满3岁的，由一名家属陪同，"
        "可以进入自己家的母婴房间，每天一次，每次不超过1小时；护理区和婴儿游泳室仍然不能进入[1]。",
        "不能，12岁以下的儿童不能进入会客区以外的地方[1]。",
    ),
    "我在给孩子用松木板做书架，要拧直径4毫米的木螺丝，先打引孔的话该用多粗的钻头？": (
        "松木是软木，直径4毫米的螺丝用3毫米的钻头打引孔[1]。",
        "用3.5毫米的钻头[1]。",
    ),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH28_MADE_UP = {
    "We're getting married at a farm near Ambervale in August and would love a hot air balloon tethered in the "
    "field at the reception, so our guests can go up and down in it. What would Ambervale Balloons charge for that?": (
        "A tethered balloon at your wedding costs £1,800 for the evening [1]."
    ),
    "I'm organising a team-building day at Oakhanger Treetops for 25 people from our office. How much would it cost "
    "per head?": "A team building day is £45 per person, including lunch [1].",
    "Who discovered penicillin?": "Penicillin was discovered by Alexander Fleming in 1928.",
    "听说清韵茶馆的白茶不错，我想在大厅喝一壶白毫银针，要多少钱？": "白毫银针在大厅每壶98元[1]。",
    "造纸术是谁改进的？": "造纸术是东汉的蔡伦改进的。",
}
