"""Sample answers of the fresh20 set, careful and made up, for its tests and `scripts/eval_docs --checks`."""

# Sample answers (checked by tests/docs/test_answer_fresh20.py). For each question a document answers, an answer a
# careful reader would give and a plausible wrong one (a neighbouring row, cell or date, the outdated value, the
# opposite verdict, a sum not worked out) that must be turned down.
FRESH20_ANSWERS = {
    "My grandson is 15 and wants to start playing bowls at Ferncombe in May. What will his subscription be for the "
    "year?": (
        "He would be a junior playing member, under 18 on 1 January, and the junior subscription for 2028 is £25, with "
        "no joining fee [1].",
        "£145, plus a £20 joining fee [1].",
    ),
    "Ferncombe's AGM is coming up and I'm worried hardly anyone will turn up. How many members who can vote have to "
    "be there for the meeting to count?": (
        "The quorum of a general meeting is 20 members entitled to vote [1].",
        "The quorum is 5 members [1].",
    ),
    "I joined Ferncombe as a social member last year: I don't play, I just help behind the bar. Can I vote on the "
    "new subscriptions at the AGM?": (
        "No. Only full playing members may vote at general meetings; the one exception is life members. Social members "
        "may come to general meetings and speak, but may not vote [1].",
        "Yes, every member may vote at the AGM [1].",
    ),
    "We're expecting about 40 guests and want to marry at Calderholt register office itself, on a Saturday in "
    "June. What is the fee for the ceremony?": (
        "With 40 guests you need the Old Court Room, which takes up to 60 guests; a ceremony there on a Saturday costs "
        "£450 [1].",
        "£380 [1].",
    ),
    "When we come out of our ceremony at Calderholt, our guests want to throw dried rose petals over us on the "
    "front steps. Is that allowed?": (
        "Yes. Confetti, rice and glitter are not allowed, but the one exception is real dried flower petals, which your "
        "guests may throw on the front steps after the ceremony, but not inside [1].",
        "No, confetti and petals are not allowed anywhere in or outside the building [1].",
    ),
    "I'm a self-employed plumber and Moorcroft & Tey do my tax return. Things have been hectic and they won't get "
    "my receipts for last tax year until December. Will that cost me anything extra?": (
        "Yes. Records received after 31 October carry a late work fee of £75 on top of the yearly fee [1].",
        "No, there is no extra charge as long as the return is filed by 31 January [1].",
    ),
    "My turnover last year was about £75,000, I keep my books in Moorcroft & Tey's spreadsheet, and I'm VAT "
    "registered, so I'd want them to do my quarterly VAT returns as well. What will that come to for the year, "
    "before VAT?": (
        "For a turnover of £60,001 to £90,000 with records kept in their spreadsheet, the yearly fee is £420. "
        "Quarterly VAT returns are £95 a quarter, £380 for the four quarters, so the year comes to £800 plus VAT [1].",
        "It comes to £515: £420 for the accounts and £95 for the VAT returns [1].",
    ),
    "We're having a marquee from Fenwold for an April garden party and it might be chilly. What do they charge "
    "for each patio heater?": (
        "A patio heater, gas included, is £45 each; they are for frame marquees only [1].",
        "£60 each [1].",
    ),
    "We'd like Fenwold to put up a 6 x 12 metre frame marquee for my daughter's wedding reception, at a farm about "
    "18 miles from their yard. What will the marquee and the delivery come to?": (
        "A 6 x 12 m frame marquee put up by Fenwold is £660, and 18 miles from their yard in Ashcott is Zone B, 10 to "
        "25 miles, where delivery and collection cost £40, so £700 in all, including VAT [1].",
        "£540 for the marquee and £40 for delivery, £580 in all [1].",
    ),
    "I'm on Kersey's Standard pension plan. If I switch to Plus next April, how much more of my pay will the firm "
    "itself put in each month?": (
        "On Standard Kersey pays 3% of your qualifying earnings and on Plus it pays 6%, so the firm puts in 3% more "
        "[1].",
        "An extra 1%: you'd go from 5% to 6% [1].",
    ),
    "After the pension talk at Kersey's I've decided I'd rather not be in the scheme. Who do I actually have to "
    "contact to opt out?": (
        "You opt out through Harbourline Pensions, not through Kersey: ring Harbourline on 0300 555 0193 or use the "
        "opt-out form in their app. Payroll can't take you out of the scheme [1].",
        "Tell payroll at Kersey's and they will take you out [1].",
    ),
    "What is Pennick Electrical charging us for the new consumer unit now?": (
        "The new consumer unit with surge protection is now £685, not £620 as in the quote, because the maker put its "
        "prices up on 1 January [1].",
        "£620 [1].",
    ),
    "My partner wants an outside power point by the patio for the jet wash. How much was that in Pennick's quote?": (
        "The outdoor double socket, weatherproof, on the back wall by the patio door, is £145 including VAT [1].",
        "£360 [1].",
    ),
    "If I just ignore this parking ticket from Hollinbury and never pay it, what could it end up costing me?": (
        "If it is not paid, a charge certificate may be served, increasing the charge by half, to GBP 75 [1].",
        "GBP 105 [1].",
    ),
    "I found a Hollinbury parking ticket on my windscreen. What's the last day I can pay it at the cheaper rate?": (
        "The reduced charge of GBP 25 applies if you pay by 16 March 2028, within 14 days of the date of the notice "
        "[1].",
        "By 31 March 2028 [1].",
    ),
    "我车窗上被贴了一张Hollinbury的停车罚单，要是两个星期之内去交，要交多少钱？": (
        "14天内交只需付减免后的GBP 25（25英镑）；罚款原额是GBP 50，须在2028年3月16日前付款[1]。",
        "GBP 50[1]。",
    ),
    "我大学毕业两年，在澄州一家公司上班，自己没有房子，要是申请到公租房，租金每平方米每月多少钱？": (
        "你属于新就业无房职工，公租房租金每月每平方米15元，按建筑面积计算，物业费和水电燃气费另行缴纳[1]。",
        "每月每平方米8元[1]。",
    ),
    "澄州今年的公租房，最晚哪天之前要把申请交上去？": (
        "根据补充公告，2028年度公租房申请受理截止时间由2028年5月31日延长至2028年6月30日[1]。",
        "2028年5月31日前[1]。",
    ),
    "我有件羽绒服拉链坏了，拿到巧手改衣坊换一条，不加急的话要多少钱？": (
        "羽绒服换拉链普通价格55元，含拉链，4天取件[1]。",
        "35元[1]。",
    ),
    "我有条西裤想在巧手改衣坊改短一点，顺便把坏了的拉链也换掉，都不加急，一共要多少钱？": (
        "西裤改裤长（普通裤）18元，裤子换拉链20元，一共38元[1]。",
        "一共45元[1]。",
    ),
    "我入职远帆物流才两个月，还在试用期，仓库主管安排我去考叉车证，这笔培训费公司能出吗？": (
        "可以。试用期员工一般不得申请资助，但唯一的例外是公司指派参加的岗位必需培训：由部门指派参加叉车证这类岗位必需的"
        "职业资格证书培训的，培训费和考试费由公司全额承担，且不签订服务期协议[1]。",
        "不能，试用期员工不得申请资助[1]。",
    ),
    "我是远帆物流的正式员工，想自己报名考中级会计师，一年最多能从公司拿到多少资助？": (
        "中级会计师属于与岗位相关的职业资格证书培训，资助比例80%，每人每年最高8000元；须在报名前提交申请并经审批[1]。",
        "最高5000元[1]。",
    ),
    "周末带8岁的儿子去溪城科技馆，他逛着逛着就饿，能在展厅里给他吃点面包、喝点饮料吗？": (
        "不能。展厅和球幕影院内禁止饮食，唯一的例外是两岁以下婴儿的奶和辅食；请到一楼休息区或二楼餐厅用餐[1]。",
        "可以，在展厅里吃点东西没关系[1]。",
    ),
    "我是在读大学生，这周六想去溪城科技馆看一场球幕电影，票价多少？": (
        "周六属于周末，球幕影院学生票（凭学生证）35元[1]。",
        "25元[1]。",
    ),
    "我体重70公斤左右，公路车刚换了28毫米宽的外胎，用的是普通内胎，胎压打多少合适？": (
        "体重70公斤左右、28毫米的外胎打5.5巴（约80 psi）；后轮可以比前轮高0.2巴[1]。",
        "打6.5巴[1]。",
    ),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH20_MADE_UP = {
    "We'll need power in the marquee for the band's lights. How much would Fenwold charge to hire us a generator?": (
        "A generator for lights and heaters costs £95 for the weekend, fuel included [1]."
    ),
    "I'm thinking of turning my business into a limited company. What would Moorcroft & Tey charge a year to do "
    "the company's accounts and corporation tax return?": (
        "Limited company accounts and the corporation tax return cost £850 a year plus VAT [1]."
    ),
    "How tall is Mount Kilimanjaro?": "Kilimanjaro's summit, Uhuru Peak, is 5,895 metres (19,341 feet) high [1].",
    "我想在巧手改衣坊定做一件旗袍，大概要多少钱？": "定做旗袍每件680元，约20天取件[1]。",
    "《西游记》的作者是谁？": "《西游记》的作者是明代的吴承恩[1]。",
}
