"""Sample answers of the fresh25 set, careful and made up, for its tests and `scripts/eval_docs --checks`."""

# Sample answers (checked by tests/docs/test_answer_fresh25.py). For each question a document answers, an answer a
# careful reader would give and a plausible wrong one (a neighbouring row, cell or line, the outdated value, the
# opposite verdict, a sum not worked out) that must be turned down.
FRESH25_ANSWERS = {
    "My uncle has given us a case of Champagne as a wedding present, and we'd like to pour it for the toasts at our "
    "Fennick Court wedding. If we bring it ourselves, what will the venue charge us on each bottle?": (
        "Corkage on your own Champagne or other sparkling wine is £19 a bottle, for each bottle they open and serve; "
        "a magnum counts as two bottles, and unopened bottles are given back to you [1].",
        "It's £14 a bottle in corkage [1].",
    ),
    "We're getting married at Fennick Court on the Sunday of the late May bank holiday weekend next year, and we'd "
    "love to say our vows in the Walled Garden. What will the venue hire and the garden ceremony come to together?": (
        "May is in the peak season, so the Sunday of a bank holiday weekend is £6,900 to hire and the ceremony in the "
        "Walled Garden adds £750: £7,650 together [1].",
        "£5,200 for a Sunday and £750 for the garden ceremony, so £5,950 [1].",
    ),
    "For our wedding breakfast in the Barn at Fennick Court we'd love tealights in tall glass jars running down the "
    "middle of every table. Is that allowed?": (
        "Yes. Candles and other naked flames are not allowed in the house, the Orangery or the Barn, but the one "
        "exception is candles inside glass: tealights in glass jars or hurricane lamps whose glass rises above the "
        "flame are allowed on the dining tables in the Barn. Their staff light them and put them out [1].",
        "No, candles and all other naked flames are not allowed anywhere in the Barn [1].",
    ),
    "Our king-size duvet is feather and down and badly needs a proper wash. What will the Washtub charge to wash it "
    "for us?": (
        "A king-size feather and down duvet is £24, washed, dried right through and ready in two working days [1].",
        "A king-size duvet is £18 [1].",
    ),
    "My son is taking his Grade 6 violin with Carrow this summer, in person at one of their centres. How much is "
    "the exam fee?": (
        "A Grade 6 practical exam in person is £79; the performance grade by video would be £70 [1].",
        "It's £70 [1].",
    ),
    "My daughter is entered for her Grade 5 piano with Carrow in June, but it turns out the exam clashes with her "
    "school's residential trip. The closing date has already passed. If we withdraw her, can we get the fee back?": (
        "No. After the closing date fees are not refunded and cannot be carried over to a later session, whatever the "
        "reason; the one exception is a candidate who is ill or injured on the day of the exam or in the seven days "
        "before it, who gets half the fee back with a doctor's letter, and a school trip is not part of it [1].",
        "Yes, you'll get half the fee back if you withdraw her [1].",
    ),
    "I've missed the closing date for Carrow's summer session by four days. Can my son still be entered for his "
    "Grade 3 flute, and what extra will it cost?": (
        "Yes: entries that reach Carrow up to 7 days after the closing date are accepted with a late entry fee of £16 "
        "a candidate, added to the exam fee [1].",
        "No, entries after the closing date go into the next session [1].",
    ),
    "I'm digging out the footings for a garden room and want Hirewell's 1.5-tonne mini digger for a whole week. "
    "What's the hire charge?": (
        "The 1.5 tonne mini digger with its trailer is £460 for a week, with a deposit of £300 [1].",
        "£145 [1].",
    ),
    "I'm sanding the floorboards in our living room over a weekend, and I'll need Hirewell's drum floor sander and "
    "the edging sander together. What will hiring the two of them cost?": (
        "For the weekend the drum floor sander is £62 and the floor edging sander £44, so £106 for the two, plus any "
        "sanding sheets and discs you use [1].",
        "£52 for the drum sander and £37 for the edging sander, £89 in all [1].",
    ),
    "我想在Hirewell租一台电动的湿切瓷砖切割机，整整用一个星期，租金要多少钱？": (
        "电动湿切瓷砖切割机（Tile cutter, electric wet saw）租一周是£82，另外金刚石锯片按每个租用日£6收磨损费[1]。",
        "租金是£34[1]。",
    ),
    "My daughter has just joined Ellerby Park's Under 13s and we haven't bought her a cricket helmet yet. Who at "
    "the club should I ask about borrowing one?": (
        "Ask the kit steward, Bernadette Quayle, at kit@ellerbyparkcc.example, before her first hard-ball session: "
        "the club lends junior helmets and she will fit one and sign it out for the season [1].",
        "Ask the junior section organiser, Martin Eccles, at juniors@ellerbyparkcc.example [1].",
    ),
    "My son is 11 and easily the best bowler in his Under 11s. Could Ellerby Park pick him for one of their "
    "Saturday adult league sides?": (
        "No. Nobody under 13 plays in the Saturday adult league sides; the one exception is a 12-year-old picked by "
        "the head coach with a parent's signed consent form, and there are no exceptions for players of 11 or younger, "
        "however good [1].",
        "Yes, the head coach can pick him if you sign the league's consent form [1].",
    ),
    "Going by Dan's latest email, what day are Loomcraft's fitters now coming to lay our new carpets?": (
        "Dan has moved the fitting because the stair carpet is held up at the mill: the fitters now come on Thursday "
        "21 September, arriving at 8am, not Tuesday 12 September as first arranged [1].",
        "They're coming on Tuesday 12 September [1].",
    ),
    "When Loomcraft lay our new carpets we'd like them to take the old ones away too. What do they charge for "
    "taking up and getting rid of the old carpets?": (
        "Taking up and disposing of your old carpets and underlay is £65 [1].",
        "£14 each [1].",
    ),
    "We fly out of Fernley early on a Saturday morning and land back ten nights later. If I book the Long Stay car "
    "park online, what will the parking cost?": (
        "Ten nights away is 11 days on the car park, so booked online the Long Stay car park is GBP 109 for 8 to 14 "
        "days [1].",
        "The Long Stay car park is GBP 72 [1].",
    ),
    "I'm using Fernley's Meet and Greet for a five-day trip, and I'd like them to give the car an exterior wash "
    "while I'm away. What will that come to altogether?": (
        "Meet and Greet for 4 to 7 days is GBP 104 and the exterior wash GBP 18, so GBP 122 altogether [1].",
        "GBP 79 for Meet and Greet and GBP 18 for the wash, GBP 97 [1].",
    ),
    "我上个月刚献了400毫升全血，最快要隔多久才能再献一次全血？": (
        "两次全血献血的间隔不少于6个月，所以最早要在这次献血6个月以后才能再献全血[1]。",
        "间隔不少于2周就可以[1]。",
    ),
    "我打算六月份去人民广场献血屋献一次全血，献完能领到多少补贴？": (
        "根据4月12日的补充通知，从2028年5月1日起，全血献血的误餐和交通补贴由每次50元提高到每次80元，六月献血能领80元[1]。",
        "全血献血每次补贴50元[1]。",
    ),
    "这个周六想请好帮手的保洁阿姨来家里做日常保洁，按小时算的话，一个小时多少钱？": (
        "周六按周末和节假日价，日常保洁每小时55元，2小时起约[1]。",
        "每小时45元[1]。",
    ),
    "我家三室两厅，110平米，想这个周六请好帮手来做一次深度保洁，顺便把整屋的玻璃也擦了，一共要多少钱？": (
        "周六按周末价：深度保洁90至140平方米是780元，三室以内整屋擦玻璃是260元，一共1040元[1]。",
        "深度保洁680元，擦玻璃220元，一共900元[1]。",
    ),
    "我是瑞丰电子的工会会员，我岳父上个月去世了，按规定工会给多少慰问金？": (
        "岳父是配偶的父亲，按“会员配偶的父母去世”的标准，慰问金是600元，须在3个月内申请[1]。",
        "父母去世的慰问金是1000元[1]。",
    ),
    "我上个月刚领了结婚证，工会的结婚慰问最晚要在领证以后多长时间内申请？": (
        "结婚慰问可以在结婚登记后6个月内提出，其他慰问一般是事项发生后3个月内[1]。",
        "要在3个月内申请，逾期不予受理[1]。",
    ),
    "我女儿4岁，我买票陪她一起上冰，让她扶着企鹅助滑器在儿童区滑，可以吗？": (
        "可以。未满5周岁的儿童一般不能上冰，但唯一的例外是年满3周岁、不满5周岁的儿童由一名购票的家长陪同上冰，"
        "使用冰场提供的企鹅助滑器，可以在儿童区滑，不能进入主冰面[1]。",
        "不能，未满5周岁的儿童不能上冰[1]。",
    ),
    "这个周日我想带12岁的儿子去滑冰，他身高1米35，滑2小时的票要多少钱？": (
        "他身高1.4米以下，买儿童票，周日按周末和节假日价，2小时是72元，含冰鞋[1]。",
        "儿童票2小时58元[1]。",
    ),
    "刚开始练毛笔字，练的是楷书，每个字写多大比较合适？": (
        "初学楷书最好从中楷起步，写5厘米见方左右的字，用笔头长约3厘米的兼毫笔[1]。",
        "写2厘米以内的小字[1]。",
    ),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH25_MADE_UP = {
    "I've spilt red wine on my wool suit, and the label says dry clean only. What would the Washtub charge to "
    "dry-clean it?": "Dry cleaning a two-piece suit costs £14.50 at the Washtub [1].",
    "Eleven of us from church are flying out together in our minibus. What would it cost to leave the minibus in "
    "Fernley's Long Stay car park for a week?": "A minibus in the Long Stay car park for a week costs GBP 95 [1].",
    "What is the chemical symbol for gold?": "The chemical symbol for gold is Au.",
    "家里有两位八十多岁的老人，想请好帮手派一个住家保姆，一个月大概要多少钱？": "住家保姆每月7500元[1]。",
    "成年人全身一共有多少块骨头？": "成年人全身一共有206块骨头。",
}
