"""Sample answers of the fresh19 set, careful and made up, for its tests and `scripts/eval_docs --checks`."""

# Sample answers (checked by tests/docs/test_answer_fresh19.py). For each question a document answers, an answer a
# careful reader would give and a plausible wrong one (a neighbouring row, cell or date, the outdated value, the
# opposite verdict, a sum not worked out) that must be turned down.
FRESH19_ANSWERS = {
    "I'm not a member at Clayhaven. I threw a vase at a drop-in session and it's about 18 cm tall. What will it "
    "cost me to have it fired and glazed?": (
        "An 18 cm vase is a medium piece, over 10 cm and up to 25 cm, and firing it costs non-members £9. The price "
        "covers both firings and the glaze [1].",
        "£6 [1].",
    ),
    "I'm not a Clayhaven member, I just drop in for sessions. I bought a bag of stoneware clay online and I have "
    "its data sheet. Can I use it at the studio and have my pots fired?": (
        "No. Clayhaven only fires work made from clay bought at Clayhaven. The one exception is members who bring the "
        "data sheet of another stoneware clay and have it approved by Maya Okafor; non-members can only use Clayhaven "
        "clay [1].",
        "Yes, as long as you bring the data sheet and have it approved by the studio manager [1].",
    ),
    "My mug has been through its glaze firing at Clayhaven, but I'm away for a while. How long have I got to pick "
    "it up before the studio gets rid of it?": (
        "Fired pieces wait on the collection shelf by the door; anything not collected within 6 weeks of the glaze "
        "firing is given to the Hollowbrook charity shop [1].",
        "3 weeks, after which it is reclaimed [1].",
    ),
    "My prescription is quite strong, so I want the thinner, lighter lenses in varifocals at Marlowe & Finch. What "
    "will the lenses cost on top of the frame?": (
        "Thinner and lighter varifocal lenses cost £210 a pair, on top of the price of the frame [1].",
        "£150 a pair [1].",
    ),
    "I collected new varifocals from Marlowe & Finch five weeks ago and I still feel dizzy going down the stairs "
    "in them. Can I get my money back for the lenses?": (
        "Yes. Glasses made to a prescription can't usually be refunded, but the one exception is varifocals: if you "
        "can't get used to them within 60 days of collecting them, they will refund the lenses in full, or change "
        "them to single vision or bifocal lenses free. Five weeks is within the 60 days [1].",
        "No. Because glasses are made to your prescription, they can't be refunded once the lenses have been made [1].",
    ),
    "We haven't got a drive, so the skip will have to sit on the road outside our house. How much extra will "
    "Kestrow add for that?": (
        "A skip on the road needs a council permit: Kestrow apply for it and add £48 to the price of the hire, which "
        "covers the permit for 14 days and the lights and cones. Allow three working days for the permit [1].",
        "£20 a week [1].",
    ),
    "We're clearing out the loft and the garage and reckon there's about 7 cubic yards of junk, nothing heavy like "
    "rubble. What's the cheapest Kestrow skip that will take it all, and what does it cost?": (
        "The large builder's skip, which holds about 8 cubic yards, for £305 for up to 14 days. The builder's skip "
        "holds only about 6 cubic yards [1].",
        "A builder's skip, holding about 6 cubic yards, for £265 [1].",
    ),
    "I'm 70 and have already had my first appointment at Ashmead for my knee. What will a half-hour follow-up cost "
    "me?": (
        "At 70 you pay the concession price: a 30-minute follow-up appointment costs £40 [1].",
        "£48 [1].",
    ),
    "I'd like to do reformer Pilates at Ashmead once a week for the next six weeks. Will buying a block save me "
    "money compared with paying each time?": (
        "Yes. A block of 6 reformer Pilates classes, used within 8 weeks, costs £132, while paying each time is £24 a "
        "class, £144 for six, so the block saves you £12 [1].",
        "No, paying each time is cheaper, at £24 a class [1].",
    ),
    "It's ten to ten, I've turned up for my morning shift at the Harbourlight shop and it's still locked with "
    "nobody here. Who should I ring?": (
        "Ring the area retail manager, Priya Dhaliwal, on 07700 900 286. She has a key and will come or send "
        "someone; don't ring the hospice switchboard [1].",
        "Ring the hospice switchboard on 01632 960 752 [1].",
    ),
    "Once I've been volunteering at Harbourlight for a couple of months, how much off will I get if I buy a winter "
    "coat in the shop?": (
        "Volunteers get 20% off in all Harbourlight shops after their first 4 weeks [1].",
        "30% [1].",
    ),
    "When can I actually pick my car up from Hallam Street Garage now?": (
        "Your car will now be ready to collect after 3pm on Friday 13 October, rather than Wednesday 11 October, "
        "because the rear brake discs won't arrive until Thursday [1].",
        "After 5pm on Wednesday 11 October [1].",
    ),
    "My brake pedal feels spongy, so I asked Hallam Street to change the brake fluid while the car is in. What "
    "did they quote for that job?": (
        "The brake fluid change was quoted at £58.00, including VAT [1].",
        "£135.00 [1].",
    ),
    "Would it work out cheaper to pay my Ridgeway car insurance in one go, or by monthly direct debit?": (
        "Paying in one go is cheaper: GBP 612.40 by card. Monthly you pay a deposit of GBP 61.24 and then 11 "
        "instalments of GBP 57.90, which comes to GBP 698.14 with interest at 21.9 percent APR [1].",
        "Paying monthly is cheaper, at GBP 57.90 a month [1].",
    ),
    "A stone cracked my windscreen on the motorway and the garage says it has to be replaced, not repaired. How "
    "much will I pay towards the claim on my Ridgeway policy?": (
        "The excess for windscreen replacement is GBP 115; a repair would have been GBP 10 [1].",
        "GBP 250 [1].",
    ),
    "我住在英国Hollowbrook，想去Marlowe & Finch眼镜店第一次配隐形眼镜，验配要多少钱？": (
        "隐形眼镜验配（contact lens fitting）£45（45英镑），包括两周的试戴镜片[1]。",
        "£20[1]。",
    ),
    "我家的狗没做绝育，今年带它去年检，要交多少钱？": (
        "根据补充通知，未绝育的犬年检费已由每只每年200元调整为每只每年150元，自2028年4月1日起执行[1]。",
        "未绝育的犬年检费每只每年200元[1]。",
    ),
    "我刚领养了一只已经绝育的小狗，第一次去办养犬登记，登记费要交多少？": (
        "已绝育的犬每只收取登记费100元；之后每年年检费50元[1]。",
        "500元[1]。",
    ),
    "我的澄星S9 Pro屏幕摔碎了，想换个便宜点的国产屏，要多少钱？大概要修多久？": (
        "澄星S9 Pro换国产屏780元，维修时长1小时，可以在店内等候；国产屏保修90天[1]。",
        "换屏1680元，大约2小时[1]。",
    ),
    "我是恒拓的实习生，每周只有周二和周四到公司，这两天都在食堂吃午饭。办个午餐月卡划算吗？": (
        "不划算。实习生午餐每餐8元，午餐月卡每月140元。你每周吃两次，一个月大约8到9次，按餐付约64至72元，比月卡便宜[1]。",
        "划算，实习生午餐月卡每月只要140元，不限次数[1]。",
    ),
    "我今天排了夜班，晚饭想打包带回工位边吃边盯着，食堂允许吗？": (
        "可以。食堂的饭菜一般不得带出食堂，但当天值夜班的员工是唯一的例外：可以凭当天的排班表在晚餐时间打包一份晚餐带回"
        "工位，餐盒由食堂免费提供[1]。",
        "不允许，为保证食品安全，食堂的饭菜不得带出食堂[1]。",
    ),
    "我买了碧水湾周六的全天票，想一直钓到晚上十点再走，可以吗？": (
        "不可以。全天票是6:00至18:00，园内禁止夜钓，唯一的例外是持会员年卡的会员，只能在周五、周六在3号收费塘夜钓，"
        "而且要提前一天预约[1]。",
        "可以，周六可以夜钓到次日5:00[1]。",
    ),
    "在碧水湾的收费塘钓了两条鲈鱼，想带回家，按多少钱一斤算？": (
        "收费塘的鲈鱼每斤36元，不分平日和周末，出园前过秤付款[1]。",
        "每斤16元[1]。",
    ),
    "我刚开始跑步，想慢慢加量，每周的跑量比上一周最多能多加多少？": (
        "每周的跑量比上一周增加不要超过10%；每跑三周加量，第四周要把跑量减少一些，让身体恢复[1]。",
        "每周可以增加30%[1]。",
    ),
    "我平时训练穿的是普通缓震跑鞋，大概跑多少公里就该换新鞋了？": (
        "日常训练穿的普通缓震跑鞋，一般跑到600至800公里就该换新的了[1]。",
        "300至400公里就要换[1]。",
    ),
}
# made-up answers to the questions no document answers, each of which must be turned down
FRESH19_MADE_UP = {
    "My son needs prescription swimming goggles for his swimming club. How much would Marlowe & Finch charge for "
    "a pair?": ("Prescription swimming goggles cost £95 a pair and take about three weeks [1]."),
    "My mum can't get out of the house since her hip operation. What would Ashmead charge for a physio to come "
    "and see her at home?": ("A home visit within 8 miles of the clinic costs £85 [1]."),
    "Who wrote the novel Middlemarch?": "Middlemarch was written by George Eliot, published in 1871-72 [1].",
    "我的墨屿M20掉进水里了，现在开不了机，拿到快修侠修一下大概要多少钱？": "进水维修一般300元左右，3至5天可以修好[1]。",
    "诗人李白是哪个朝代的人？": "李白是唐朝诗人，生于701年[1]。",
}
