# プレイヤーが目にするすべての言葉（日本語）。用語は docs/glossary.md に従う。

-sleeping-queens = スリーピング・クイーン
-mad-queens = マッド・クイーン

## Title

title-name = { -sleeping-queens }
title-tagline = ライバルより先にクイーンを起こそう
title-new-game = 新しいゲーム
title-mad-queens = { -mad-queens }
title-continue = つづきから
title-load = ロード
title-rules = ルール
title-settings = 設定
title-quit = 終了
title-version = バージョン { $version }

## Menus shared by the screens

menu-back = 戻る
menu-done = 完了
menu-close = 閉じる
menu-ok = OK

## Pause

table-menu-button = メニュー
table-menu-hint = 一時停止メニュー：セーブ、設定、ルール（{ $key }）
pause-heading = 一時停止中
pause-resume = 再開
pause-rules = ルール
pause-settings = 設定
pause-save-as = 名前をつけてセーブ
pause-save-name-hint = セーブ名
pause-save = セーブ
pause-saved-as = { $path } にセーブしました
pause-quit = セーブしてメニューへ
pause-quit-unsaved = メニューへ戻る

## Settings

settings-heading = 設定
settings-music = 音楽
settings-effects = 効果音
settings-animation-speed = アニメーション速度
settings-time-to-answer = 応答の時間
settings-countdown = カウントダウン
settings-memory-hints = 記憶のヒント
settings-memory-hints-detail = 裏向きの場所に最後に見えたクイーンを表示
settings-mad-odds = { -mad-queens }の確率
settings-mad-odds-detail = 次のカードでバーストする確率を表示
settings-fullscreen = フルスクリーン
settings-language = 言語
settings-language-system = システムに従う（{ $language }）
settings-language-overridden = 今回は { $language } です（--lang）。設定は次回から使われます。

## How to play

rules-heading = 遊び方
rules-tab-sleeping-queens = { -sleeping-queens }
rules-tab-mad-queens = { -mad-queens }
menu-start = 開始

## Rule sets

rules-classic = オリジナルルール
rules-extended = 拡張ルール
rules-extended-v1 = 拡張ルール（初版）

## Seats

seat-empty = 空席
seat-person = 人間
seat-bot-easy = CPU（かんたん）
seat-bot-normal = CPU（ふつう）
seat-bot-hard = CPU（むずかしい）

## New game (Sleeping Queens)

setup-heading = 新しいゲーム
setup-seat = 席 { $number }
setup-default-name = プレイヤー { $number }
setup-rules = ルール
setup-classic-words = オリジナルのゲーム：キングがクイーンを起こし、騎士が奪い、眠り薬がクイーンを再び眠らせる。
setup-extended-words = すべてのクイーンとキングに能力があり、騎士・ドラゴン・眠り薬・魔法の杖は手番外に応答として出せる。数字はストレートでも出せる。
setup-extended-v1-words = 拡張ルールの初版：ストレートなし、起こした後の眠り薬なし。
setup-house-rules-words = 「ハウスルール」で作った自分のルール。
setup-who-starts = 先手
setup-random = ランダム
setup-seed = シード値（任意）
setup-seed-hint = ランダム
setup-error-seed = シード値 `{ $seed }` は整数ではありません
setup-error-seats = ゲームは 2～5 席です
setup-error-names = どの席にも名前が必要です

## New game (Mad Queens)

mad-setup-heading = { -mad-queens }
mad-setup-intro = 運だめし：自分の山札からカードをめくり、禁止カードが出る前に確保しよう。全員が同時にプレイし、得点が最も多い人の勝ち。
mad-setup-player = プレイヤー { $number }
mad-setup-error-players = { -mad-queens }は { $min }～{ $max } 人で遊びます
rules-mad-queens = { -mad-queens }

## Lists of names

list-comma = 、
list-and = { $first }と{ $last }

## Saved games

load-heading = セーブデータ
load-none = { $folder } にはまだセーブデータがありません。
load-autosave = 前回のゲーム（オートセーブ）
load-autosave-backup = その前のゲーム（オートセーブの控え）
load-finished = 終了：{ $winners }の勝ち
load-no-leader = まだ誰もクイーンを持っていない
load-leads = { $leaders }がリード
load-detail = { $rules } · { $seats } · { $turn } 手番目 · { $lead }
load-load = ロード
load-replay = リプレイ
load-delete = 削除
load-keep = 残す
load-delete-confirm = 「{ $file }」を完全に削除しますか？

## Results

results-you-win = あなたの勝ち！
results-wins = { $name }の勝ち！
results-share = { $names }の引き分け（同点勝利）！
results-player = プレイヤー
results-points = 得点
results-queens = クイーン
results-turns = { $turns } 手番
results-rematch = 再戦
results-main-menu = メインメニュー
results-chart = 各手番の開始時の得点

## Game log and the hot-seat cover (both games)

log-button = ログ
log-button-hint = ゲームログを開く（{ $key }）
log-heading = ゲームログ
log-heading-short = ログ
cover-pass-to = 画面を{ $name }に渡してください
cover-your-screen = あなたの番です
cover-i-am = { $name }です

## Mad Queens table

mad-plate-you = { $name }（あなた）
mad-plate-bot = { $name } · { $kind }
mad-plate-counts = { $points } 点 · 得点札 { $bank } · 山札 { $deck }
mad-plate-queens = クイーン { $queens }/4
mad-plate-temporary = { " · " }一時禁止カード { $cards }
mad-out-cannot-pay = 脱落：クイーンに支払えない
mad-out-fourth-queen = 脱落：4 人目のクイーン
mad-out-deck-empty = 脱落：山札切れ
mad-out-stopped = 降りた
mad-banned-deck = 禁止カードの山札 { $cards }
mad-banned-cards = 禁止カード
mad-banned-discard = 禁止カードの捨て札
mad-pile-deck = 山札
mad-pile-discard = 捨て札
mad-pile-bank = 得点札
mad-pile-waiting = 待っているクイーン
mad-pile-queens = めくったクイーン
mad-pile-temporary-short = 禁止
mad-pile-temporary = 一時禁止カード
mad-odds = 次のカードでバースト：{ $percent }%
mad-reveal-button = めくる（{ $key }）
mad-choice-reveal = もう 1 枚めくる
mad-choice-start = プレイを始める
mad-choice-bank = めくり札を確保する
mad-choice-stop = 降りて点数を守る
mad-log-taken-back = 直前の選択を戻しました。
mad-bank-button = 確保（{ $key }）
mad-start-button = 始める（{ $key }）
mad-stop-button = 降りる（{ $key }）
mad-ask-reveal-or-bank = めくり札：{ $cards } 枚、{ $points } 点。もう 1 枚めくる？それとも確保する？
mad-ask-reveal-or-bank-empty = めくり札はありません（一致した札はもう確保しました）。いま確保しても何も増えず、{ $queen_waiting ->
    [1] 待っているクイーンが山札に混ざります
   *[0] 自分だけの一時禁止札を 1 枚引きます
}。もう 1 枚めくる？それでも確保する？
mad-ask-start-or-stop = 山札の残りは { $cards } 枚：このプレイを始める？それとも降りて { $points } 点を守る？
mad-waiting-for = { $names }のプレイが終わるのを待っています…
mad-round = ラウンド { $round }
mad-round-before = ラウンド { $round }（全員）：
mad-cover-no-peeking = ほかの人はこのプレイをのぞかないで。
mad-rules-heading = ルール — { -mad-queens }
mad-rules-subheading = 自分の山札で運だめし
mad-rules-aim = 目的
mad-rules-aim-text = カードを確保して得点する：確保したカードは 1 枚 1 点、ハートは 2 点、完全一致は 2 倍。全員のゲームが終わったとき、得点が最も多い人の勝ち。
mad-rules-play = プレイ
mad-rules-play-text = 全員が同時にプレイする。プレイは山札の一番上をめくって始まり、さらにめくるか、めくり札を確保する。ラウンドが終わるまで、あなたのプレイはあなただけのもの。
mad-rules-banned = 禁止カード
mad-rules-banned-text = 中央に禁止カードが 2 枚あり、数字は決して同じにならない。禁止カードと同じ数字のカードをめくるとバースト：めくり札はすべて捨てる。禁止カードのクイーンはそのマーク全体を禁止する。禁止カードと数字もマークも同じカードは完全一致：すぐに表向きで確保して 2 倍、プレイは続く。
mad-rules-jokers = ジョーカー
mad-rules-jokers-text = ジョーカーをめくったら、すぐにもう 2 枚めくる。確保したジョーカーは 1 点。禁止カードのジョーカーでは全員が 2 枚めくり、一致（もう一方の禁止カードかジョーカー）があれば 2 枚とも確保、なければ 2 枚とも捨てる。
mad-rules-queens = クイーン
mad-rules-queens-text = 4 人のクイーンは山札の横で控えていて、確保するたびに 1 人が山札に混ぜられる。めくったクイーンには得点札の上から 2 枚、さらにこのプレイでめくった同じマーク 1 枚ごとに 1 枚を支払い、もう一度めくる。支払えなければゲーム終了。
mad-rules-temporary = 一時禁止カード
mad-rules-temporary-text = クイーンが全員山札に入った後は、確保するたびにあなただけに効く一時禁止カードを 1 枚引く。そのどれかに当たると、すべて捨てる。
mad-rules-end = あなたのゲームの終わり
mad-rules-end-text = クイーンに支払えないとき、4 人目のクイーンに支払った後、めくる必要があるのに山札がないとき、または山札が 12 枚以下でプレイの始めに降りるとき。当たった禁止カードはラウンドの終わりに入れ替える。
mad-rules-takeback = 一手戻す
mad-rules-takeback-text = ボットとの対局であなたが一人のとき、「戻す」（{ $takeback }）で直前の選択に戻れます。練習ゲームならどの選択も戻せます。通常のゲームでは、何も新しく見ていない確保か降りるだけ：めくった後は戻せません（カードを見たから）。禁止カードがめくられた後やラウンドが終わった後も戻せません（全員のプレイを見たから）。
mad-rules-keys = キー
mad-rules-keys-text = { $reveal } めくる・始める、{ $bank } 確保、{ $stop } 降りる；{ $pass }かクリックでアニメーションを飛ばす；{ $hint } ヒント；{ $takeback } 一手戻す；{ $log } ログ；{ $rules } ルール；Esc 一時停止；画面が回ってきたら Enter で「…です」。
mad-results-won = { $names }の勝ち
mad-results-points = { $name }：{ $points } 点
mad-results-ended = ・{ $how }
mad-results-axis-points = 確保した点数
mad-results-by-round = ラウンドごとの得点
mad-results-play-again = もう一度
mad-results-title = タイトル

## Mad Queens' game log ($you: "yes" when the line is about the person playing)

suit-clubs = クラブ
suit-diamonds = ダイヤ
suit-hearts = ハート
suit-spades = スペード
mad-log-round = — ラウンド { $round } —
mad-log-must-turn = { $you ->
    [yes] あなた
   *[no] { $name }
}は { $card } をめくらなければならない。
mad-log-exact = { $card } は禁止カードと完全一致：表向きで確保して { $points } 点。
mad-log-queen-paid = { $queen } が怒った：{ $you ->
    [yes] あなた
   *[no] { $name }
}は得点札から { $cards } 枚を支払う。
mad-log-queen-unpaid = { $queen } は { $cost } 枚を求めるが得点札は { $bank } 枚：{ $you ->
    [yes] あなた
   *[no] { $name }
}のゲームは終わり。
mad-log-bust = { $card } は禁止：{ $you ->
    [yes] あなた
   *[no] { $name }
}はバースト、{ $cards } 枚を失う。
mad-log-banked = { $you ->
    [yes] あなた
   *[no] { $name }
}は { $cards } を確保（{ $points } 点）。
mad-log-banked-empty = { $you ->
    [yes] あなた
   *[no] { $name }
}は空のめくり札を確保。
mad-log-discarded = { $cards } を捨てた。
mad-log-queen-in = { $suit }のクイーンが{ $you ->
    [yes] あなた
   *[no] { $name }
}の山札に混ぜられる。
mad-log-temporary-owed = 控えのクイーンはもういない：ラウンドの終わりに{ $you ->
    [yes] あなた
   *[no] { $name }
}は一時禁止カードを 1 枚引く。
mad-log-temporary-drawn = { $you ->
    [yes] あなた
   *[no] { $name }
}は一時禁止カードとして { $card } を引いた。
mad-log-temporary-hit = 一時禁止カードに当たった：{ $cards } はすべて捨てる。
mad-log-out = { $you ->
    [yes] あなた
   *[no] { $name }
}のゲームは終わり：{ $why }。
mad-why-cannot-pay = クイーンに支払えなかった
mad-why-fourth-queen = 4 人目のクイーンが出た
mad-why-deck-empty = 山札が尽きた
mad-why-stopped = { $you ->
    [yes] 降りることを選んだ
   *[no] 降りることを選んだ
}
mad-log-banned-suit = 禁止カード { $slot }：{ $card }：{ $suit }のカードはすべて禁止。
mad-log-banned-joker = 禁止カード { $slot }：ジョーカー！
mad-log-banned-value = 禁止カード { $slot }：{ $card }：{ $rank } はすべて禁止。
mad-log-turned-away = { $card } はもう一方の禁止カードと同じ数字：取り除く。
mad-log-reshuffled = 禁止カードの山札が尽きた：捨て札を混ぜて山札にする。
mad-log-exhausted = 引ける禁止カードがもうない。
mad-log-joker-shared = 禁止カードがジョーカー！全員が 2 枚めくり、一致があれば確保する。
mad-log-joker-temporary = 一時禁止カードがジョーカー：{ $you ->
    [yes] あなた
   *[no] { $name }
}は 2 枚めくる。
mad-log-game-over = ゲーム終了：{ $names }が { $points } 点で勝ち。
mad-summary = { $name }は{ $turned }：{ $end }。
mad-summary-turned-nothing = 何もめくらなかった
mad-summary-turned = { " " }{ $cards } をめくった
mad-summary-banked = { $cards } 枚を確保して { $points } 点
mad-summary-bust = { $card } が禁止カード { $banned } でバースト
mad-summary-exact = 完全一致（{ $cards }）、そして{ $end }
mad-summary-stopped = 降りた
mad-summary-cannot-pay = クイーンに支払えず脱落
mad-summary-fourth-queen = 4 人目のクイーンで脱落
mad-summary-deck-empty = 山札切れで脱落
load-date-format = %Y年%-m月%-d日 %H:%M
load-detail-mad = { $rules } · { $seats } · ラウンド { $turn } · { $lead }
cover-look-away = ほかの人は見ないでください。準備ができたらクリックか Enter。

## Sleeping Queens: the cards

card-knight = 騎士
card-dragon = ドラゴン
card-potion = 眠り薬
card-wand = 魔法の杖
card-jester = 道化師
king-puzzle = パズルのキング
king-bubble-gum = 風船ガムのキング
king-chess = チェスのキング
king-hat = 帽子のキング
king-cookie = クッキーのキング
king-tie-dye = タイダイのキング
king-fire = 炎のキング
king-turtle = 亀のキング
queen-heart = ハートのクイーン
queen-cat = 猫のクイーン
queen-dog = 犬のクイーン
queen-pancake = パンケーキのクイーン
queen-ladybug = てんとう虫のクイーン
queen-moon = 月のクイーン
queen-peacock = 孔雀のクイーン
queen-sunflower = ひまわりのクイーン
queen-cake = ケーキのクイーン
queen-rainbow = 虹のクイーン
queen-rose = 薔薇のクイーン
queen-starfish = ヒトデのクイーン
queen-short-heart = ハート
queen-short-cat = 猫
queen-short-dog = 犬
queen-short-pancake = パンケーキ
queen-short-ladybug = てんとう虫
queen-short-moon = 月
queen-short-peacock = 孔雀
queen-short-sunflower = ひまわり
queen-short-cake = ケーキ
queen-short-rainbow = 虹
queen-short-rose = 薔薇
queen-short-starfish = ヒトデ

# A card as a sentence names one ("plays a Knight").
a-king = { $king }
a-jester = 道化師
a-knight = 騎士
a-potion = 眠り薬
a-wand = 魔法の杖
a-dragon = ドラゴン
a-number = { $value } のカード
a-queen = クイーン
the-queen = { $queen }
your-card = { $card }
list-or = { $first }または{ $last }
# Between two sentences of one message.
sentence-gap = {""}

## What each card does, by rule set (-classic: the original rules)

ability-king-classic = 眠っているクイーンを 1 人起こす：伏せられたクイーンを 1 人選び、自分の手元に置く。
ability-king-puzzle = クイーンを 1 人表向けて起こす。次の自分の手番まで、数字カードは 1 枚ずつしか出せない。1 枚引く。
ability-king-bubble-gum = 眠っているクイーンを 1 人ずつ最大 3 人まで表向け（好きなところで止めてよい）、そのうち 1 人を起こす。残りは元どおり伏せる。1 枚引く。
ability-king-chess = クイーンを 1 人表向けて起こし、奇数か偶数を選ぶ。次の自分の手番まで、誰も選ばれた側の数字カードを出せない（出せるカードがないプレイヤーは手番をとばす）。1 枚引く。
ability-king-hat = クイーンを 1 人表向けて起こす。さらに、誰かのクイーンを 1 人選んでもよい：そのクイーンと起こしたクイーンを伏せてシャッフルし、その持ち主が見ずに 1 人取り、残りは自分の手元に置く。1 枚引く。
ability-king-cookie = クイーンを 1 人表向ける。パンケーキ：場のクイーンをすべてひっくり返してから起こす。ケーキ：手元にあるクイーンをすべて伏せてから起こす。それ以外：そのまま起こす。1 枚引く。
ability-king-tie-dye = クイーンを 1 人表向ける。背景が赤：もう 1 人表向けるか、止めて表向けたクイーンを全員起こす。緑：表向けたクイーンはすべて伏せ、誰も起こさない。その他：表向けたクイーンを全員起こす。1 枚引く。
ability-king-fire = クイーンを 1 人表向けて起こし、1 枚引く。その後、誰の手札からでも最大 5 枚を燃やしてゲームから除外する（他人の手札は見ずに選ぶ）。各プレイヤーは失った枚数だけ引く。
ability-king-turtle = クイーンを 1 人表向けて起こす。引いたカードを全員に見せ、5 以下の数字カードならもう一度手番を行う。
ability-knight-classic = 他のプレイヤーからクイーンを 1 人盗む。相手はドラゴンで対抗して防げる。
ability-knight = 自分の手番か、クイーンが起こされた直後に、誰かのクイーンを 1 人奪う（てんとう虫のクイーン以外）。誰でもドラゴンで対抗できる。1 枚引く。
ability-dragon-classic = 自分のクイーンを狙う騎士に対抗し、その騎士を無効にする。
ability-dragon = どの騎士にも対抗して無効にできる。または自分の手番に好きな数字として出す。1 枚引く。
ability-potion-classic = 他のプレイヤーのクイーンを 1 人眠らせ、選んだ空いている場所に伏せて場に返す。相手は魔法の杖で対抗できる。
ability-potion = 自分の手番か、クイーンが起こされた直後に、任意のクイーン（孔雀のクイーン以外）を眠らせ、選んだ空いている場所に伏せる。またはドラゴンに対抗して無効にする。1 枚引く。
ability-wand-classic = 自分のクイーンを狙う眠り薬に対抗し、その眠り薬を無効にする。
ability-wand = どの眠り薬にも対抗して無効にできる。または自分の手番に、誰かの手元のクイーンと場のクイーンを入れ替える（それぞれの場所の表裏はそのまま）。1 枚引く。
ability-jester-classic = 山札の一番上のカードを表向ける。特殊能力のあるカードなら手札に加え、もう一度プレイする。数字カードなら自分から時計回りにその数だけ数え、当たったプレイヤーがクイーンを 1 人起こす。
ability-jester = 山札の一番上のカードを表向けて手札に加える（これが補充の 1 枚）。数字カードなら自分から時計回りにその数だけ数え、当たったプレイヤーがクイーンを 1 人表向けて手元に置く。
ability-numbers-classic = 数字カード 1 枚、ペア、またはすべてのカードを使う足し算の方程式（2+3=5）を捨て、同じ枚数を補充する。
ability-numbers = 数字カード 1 枚、同じ数字の組、3 枚以上のストレート、または足し算の方程式（a+b=c、a+b=c+d など）を捨て、同じ枚数を補充する。
queen-ability-rose-classic = このクイーンを起こしたら、さらにもう 1 人クイーンを起こす。
queen-ability-cat-dog-classic = 猫と犬は仲が悪い：一方を手元に置いたままもう一方を起こすと、起こしたほうは再び眠る。
queen-ability-heart = 5 ポイントのクイーンと同時に手元にあるとき：ハートのクイーンか、5 ポイントのクイーンすべてを場に返す。
queen-ability-cat-dog = 猫と犬を同時に手元に置いたら、どちらか 1 人を場に返す。
queen-ability-pancake = ゲームの開始時から場に表向きで置かれている。
queen-ability-ladybug = 騎士に奪われない。
queen-ability-sun-moon-star = ひまわり・月・ヒトデのクイーンを同時に手元に置けば勝利する。
queen-ability-peacock = 眠り薬で眠らされない。
queen-ability-cake = 手元にある間、自分のクイーンはすべて伏せられ、他のプレイヤーは見ずに選ぶことになる。
queen-ability-rainbow = クイーンの人数による勝利では 2 人として数える。
queen-ability-rose = 起こされたとき、さらにもう 1 人クイーンを起こしてもよい。
queen-no-ability = 特殊能力なし。

## How a game ends (after the winners' names)

end-queen-count = 必要な人数のクイーンを集めた
end-points = 勝利に必要なポイントに達した
end-queen-count-of = 勝利に必要なクイーン { $queens } 人を集めた
end-points-of = 勝利に必要な { $points } ポイントに達した
end-sun-moon-star = ひまわり・月・ヒトデのクイーンを手元に置いた
end-grid-empty = 眠っているクイーンがいなくなった：ポイント最多
end-piles-exhausted = 引けるカードがなくなった：ポイント最多

## The rules reference (in the pause menu)

ref-how-to-win = 勝利条件
ref-win = 最初にクイーンを { $queens } 人、または { $points } ポイント分手元に置いたプレイヤーが勝利する。眠っているクイーンがいなくなったら、ポイントが最も多いプレイヤーが勝利する。
ref-win-extended = 最初にクイーンを { $queens } 人、または { $points } ポイント分手元に置いたプレイヤーが勝利する（虹のクイーンは 2 人と数える）。ひまわり・月・ヒトデのクイーンを手元に置けば即座に勝利する。眠っているクイーンがいなくなったら、ポイントが最も多いプレイヤーが勝利する。
ref-your-turn = あなたの手番
ref-hand = 手札は { $cards } 枚。カードを 1 枚プレイするか数字カードを捨て、手札が { $cards } 枚になるまで補充する。
ref-play = プレイ
ref-play-classic = キング、騎士、眠り薬、道化師のいずれか。ドラゴンと魔法の杖は対抗にしか使えない。
ref-play-extended = キング（それぞれ特殊能力が異なる）、騎士、眠り薬、魔法の杖、道化師のいずれか。
ref-numbers = 数字カード
ref-stuck = 出せるカードがないとき
ref-stuck-text = カードを 1 枚捨て、1 枚引く。
ref-out-of-turn = 手番外
ref-answers = 対抗
ref-answers-classic = 騎士に狙われたクイーンの持ち主はドラゴンで、眠り薬に狙われたクイーンの持ち主は魔法の杖で、それを防げる。
ref-answers-extended = 誰でも、騎士にはドラゴンで、そのドラゴンには眠り薬で、眠り薬には魔法の杖で対抗できる。対抗は手番のプレイヤーから順に行う。
ref-after-wake = 目覚めた直後
ref-after-wake-text = クイーンが起こされたら、各プレイヤーは順に騎士か眠り薬をプレイできる。
ref-cards = カード
ref-kings = キング
ref-queens = クイーン
ref-queen-points = { $queen }（{ $points } ポイント）
ref-other-queen = { $queen } { $points }
ref-other-queens = その他のクイーン
ref-other-queens-text = 特殊能力なし。ポイント：{ $queens }。

## Sleeping Queens' prompts ($you: "yes" when the words are about the reader's seat)

story-target = { $you ->
    [yes] あなた
   *[no] { $name }
}の{ $queen }
story-target-hidden = { $you ->
    [yes] あなた
   *[no] { $name }
}の伏せられたクイーンのうち 1 人
story-played = { $you ->
    [yes] あなた
   *[no] { $name }
}が{ $card }をプレイしました。
story-played-at = { $you ->
    [yes] あなた
   *[no] { $name }
}が{ $target }{ $knight ->
    [yes] を狙って
   *[no] に
}{ $card }をプレイしました。
story-answered = { $you ->
    [yes] あなた
   *[no] { $name }
}が{ $card }で対抗しました。
story-woke = { $you ->
    [yes] あなた
   *[no] { $name }
}が{ $queens }を起こしました。
story-now-owned = 今は{ $you ->
    [yes] あなた
   *[no] { $name }
}が{ $queen }を持っています。
story-asleep-again = 今は{ $queen }がまた眠っています。
question-answer = 手札の{ $cards }で{ $against }に対抗しますか？
question-answer-short = { $against }に対抗しますか？
question-answer-at = { $target }{ $knight ->
    [yes] を狙う
   *[no] への
}{ $against }に対抗しますか？
question-after-wake = 手札の{ $cards }を今プレイしますか？
question-nothing = 出せるカードがありません：パスしてください。
numbers-equal = { $count ->
    [2] { $value } のペア
   *[other] { $value } を { $count } 枚
}
prompt-turn-play-or-numbers = あなたの手番：{ $cards }をプレイするか、捨てる数字カードを選んでください。
prompt-turn-play = あなたの手番：{ $cards }をプレイしてください。
prompt-turn-numbers = あなたの手番：捨てる数字カードを選んでください。
prompt-turn-stuck = あなたの手番：出せるカードがありません。1 枚選んで捨て、1 枚引いてください。
prompt-turn = あなたの手番です。

## Sleeping Queens' game log ($you: "yes" when the line is about the person playing;
## a line has no full stop)

log-a-hidden-queen = 伏せられたクイーン
log-hidden-queen = 伏せられたクイーン
log-a-face-down-queen = 裏向きのクイーン
log-turn = — { $turn } 手番目：{ $name } —
log-skipped-chess = { $you ->
    [yes] あなた
   *[no] { $name }
}はチェスのキングの制限で出せるカードがなく、手番をとばしました
log-skipped-empty-hand = { $you ->
    [yes] あなた
   *[no] { $name }
}は手札がなく、手番をとばしました
log-played = { $you ->
    [yes] あなた
   *[no] { $name }
}が{ $card }をプレイしました
log-dragon-as = ドラゴンを { $value } として
log-numbers = { $you ->
    [yes] あなた
   *[no] { $name }
}が数字カード（{ $numbers }）を捨て、{ $count } 枚引きました
log-numbers-dragons = { $you ->
    [yes] あなた
   *[no] { $name }
}が数字カード（{ $numbers }、{ $dragons }）を捨て、{ $count } 枚引きました
log-stuck = { $you ->
    [yes] あなた
   *[no] { $name }
}は出せるカードがなく、{ $card }を捨てました
log-drew-for-all = { $you ->
    [yes] あなた
   *[no] { $name }
}が{ $card }を引き、全員に見せました
log-you-drew = あなたが{ $card }を引きました
log-you-passed = あなたはパスしました。
log-you-passed-in-time = 時間切れ：あなたはパスしました。
log-reshuffled = 捨て札をシャッフルして新しい山札にしました（{ $cards } 枚）
log-draw-skipped = { $you ->
    [yes] あなた
   *[no] { $name }
}が引けるカードはもう残っていません
log-jester-turns-up = { $you ->
    [yes] あなた
   *[no] { $name }
}が道化師で{ $card }を表向けました
log-jester-count = { $count } まで数えて、{ $you ->
    [yes] あなた
   *[no] { $name }
}に当たりました
grid-place = 場の{ $row }段目の{ $column ->
    [1] 左
    [2] 真ん中
   *[3] 右
}
log-revealed = { $place }の{ $queen }が表向きになりました
log-face-down = { $place }のクイーンが伏せられました
log-woken = { $you ->
    [yes] あなた
   *[no] { $name }
}が{ $queen }を起こしました
log-takes = { $you ->
    [yes] あなた
   *[no] { $name }
}が{ $queen }を手元に置きました
log-keeps = { $you ->
    [yes] あなた
   *[no] { $name }
}は{ $queen }を手元に残しました
log-takes-from = { $you ->
    [yes] あなた
   *[no] { $name }
}が{ $from_you ->
    [yes] あなた
   *[no] { $from }
}から{ $queen }を奪いました
log-sent-back = { $queen }はライバルと一緒にいられず、{ $place }で再び眠りました
log-put-to-sleep = { $you ->
    [yes] あなた
   *[no] { $name }
}の{ $queen }が { $place }で再び眠りました
log-swapped = { $you ->
    [yes] あなた
   *[no] { $name }
}の{ $queen }が { $place }の{ $taken }と入れ替わりました
log-answered = { $you ->
    [yes] あなた
   *[no] { $name }
}が{ $card }で{ $against }に対抗しました
log-cancelled = { $card }は無効になりました
log-no-effect = { $card }は{ $queen }には効きません
log-singles-only = { $you ->
    [yes] あなた
   *[no] { $name }
}の次の手番まで、数字カードは 1 枚ずつしか出せません
log-no-parity = { $you ->
    [yes] あなた
   *[no] { $name }
}の次の手番まで、{ $parity ->
    [odd] 奇数
   *[even] 偶数
}の数字カードは出せません
log-puzzle-over = パズルのキングの効果が終わりました
log-chess-over = チェスのキングの効果が終わりました
log-grid-flipped = 場のクイーンがすべてひっくり返りました！
log-queens-hidden = 手元のクイーンがすべて伏せられました！
log-hat-shuffle = { $you ->
    [yes] あなた
   *[no] { $name }
}がクイーン { $count } 人を伏せてシャッフルし、{ $owner_you ->
    [yes] あなた
   *[no] { $owner }
}が見ずに 1 人取りました
log-burned = { $you ->
    [yes] あなた
   *[no] { $name }
}の{ $card }が燃やされました
log-extra-turn = { $you ->
    [yes] あなた
   *[no] { $name }
}はこの手番の後、もう一度手番を行います
log-game-over = { $you ->
    [yes] あなた
   *[no] { $names }
}の勝ち（{ $reason }）

## Sleeping Queens' table: seat plates, piles, prompts, hover, the open call, replays

plate-queens-hidden = クイーン { $queens } 人（伏せ）
plate-points = { $points } 点 · クイーン { $queens } 人
plate-hidden-queen = 伏せ
pile-draw = 山札 · { $cards }
pile-discard = 捨て札 · { $cards }
pile-burned = 燃やしたカード · { $cards }
pile-singles-only = パズルのキング：数字は 1 枚ずつ
pile-no-parity = チェスのキング：{ $parity ->
    [odd] 奇数
   *[even] 偶数
}は出せない
pile-rules = { $rules }
pile-house-rules = ハウスルール「{ $name }」
ask-wake = 眠っているクイーンを 1 人選んで起こしてください。
ask-wake-rose = 薔薇のクイーン：眠っているクイーンをもう 1 人選んで起こしてください。
ask-jester-own = 道化師の数があなたに当たりました：眠っているクイーンを 1 人選んで手元に置いてください。
ask-reveal = 眠っているクイーンを 1 人選んで表向けてください。
ask-reveal-face-up = 眠っているクイーンを選んでください（もう全員表向きです）。
ask-knight = 騎士：奪うクイーンを選んでください。
ask-knight-own = 騎士：いま奪えるのはあなた自身のクイーンだけです（騎士は自分のクイーンも奪えます、X-KN-1）。1 人選んでください。
ask-potion = 眠り薬：眠らせるクイーンを選んでください。
ask-wand-owned = 魔法の杖：場のクイーンと入れ替える、手元に置かれたクイーンを選んでください。
ask-hat = 帽子のキング：起こしたクイーンと一緒にシャッフルするクイーンを選ぶか、起こしたクイーンをそのまま手元に置いてください。
ask-sleep-slot = { $queen }を眠らせる空いている場所を選んでください。
ask-sleep-slot-hidden = クイーンを眠らせる空いている場所を選んでください。
ask-put-back-slot = { $queen }を戻す空いている場所を選んでください。
ask-wand-grid = 魔法の杖：入れ替える場のクイーンを選んでください。
ask-parity = チェスのキング：あなたの次の手番まで誰も出せなくするのは、奇数と偶数のどちらですか？
ask-reveal-more = もう 1 人表向けますか？それとも止めますか？
ask-bubble-gum = 風船ガムのキング：表向けたクイーンから起こす 1 人を選んでください。
ask-hat-blind = 帽子のキング：伏せられたクイーンから 1 人取ってください。
ask-fire = 炎のキング：燃やすカードを誰の手札からでもあと { $cards } 枚まで選ぶか、止めてください。
ask-put-back = あなたのクイーン同士の仲が悪いようです：どちらを再び眠らせますか？
prompt-picked = 選択中：
prompt-dragon-as = ドラゴン = { $value }
prompt-numbers-draw = { $numbers } — { $count } 枚引く
prompt-numbers-illegal = { $numbers } — 出せない組み合わせ
prompt-numbers-singly = { $numbers } — { $king }：1 枚ずつ
prompt-numbers-parity = { $numbers } — { $king }：{ $parity ->
    [odd] 奇数
   *[even] 偶数
}は不可
prompt-discard = { $count } 枚捨てる
prompt-clear = 選択を解除
prompt-answer-with = { $card }で対抗する
prompt-play-your = 手札の{ $card }をプレイする
prompt-pass = パス
prompt-no-odd = 奇数を禁止
prompt-no-even = 偶数を禁止
prompt-reveal-another = もう 1 人表向ける
prompt-stop = 止める
prompt-put-back = { $queen }を戻す
prompt-put-back-fives = 5 ポイントのクイーンをすべて戻す
prompt-stop-burning = 燃やすのを止める
prompt-keep-them = このまま手元に置く
prompt-no-more = これで終わる
prompt-cancel = キャンセル
prompt-cancel-hint = { $card }を手札に戻す（右クリックか Esc でも可）
plate-whose-turn = { $name } の番
time-left = 残り時間：{ $seconds } 秒
seconds = { $seconds } 秒
hover-queen = { $queen } · { $points } ポイント
hover-sleeping-queen = 伏せられて眠っているクイーン。
hover-last-seen = 最後にここで見えたのは{ $queen }。
hover-queen-back = クイーン
hover-card-back = カード
hover-face-down = 裏向き。
call-anyone-answering = { $against }に対抗する人はいますか？
call-anyone-playing = 騎士か眠り薬をプレイする人はいますか？
call-how = 対抗する人は自分の名前を選んでから「完了」を押してください。確認されたときに取りやめることもできます。
call-no-one = 誰も応答しない
over-see-results = 結果を見る
replay-over = リプレイ終了
replay-name = 「{ $name }」
replay-of = 「{ $name }」のリプレイ
replay-progress = アクション { $action } / { $total }
replay-play = 再生
replay-pause = 一時停止
replay-step = コマ送り
replay-step-hint = 次のアクションへ
replay-speed = ×{ $speed }
replay-leave = 終了
ref-heading = ルール — { $rules }
why-not-a-choice = 今はそれを選べません：選べるものは光っています。
why-dragon-answers = ドラゴンは、自分のクイーンを狙う騎士に対抗するために取っておくカードです。
why-wand-answers = 魔法の杖は、自分のクイーンを狙う眠り薬に対抗するために取っておくカードです。
why-wand-no-target = 今は魔法の杖で入れ替えられるクイーンがいません。
why-knight-no-target = 今は騎士で奪えるクイーンがいません。
why-potion-no-target = 今は眠り薬で眠らせられるクイーンがいません。
why-number-limited = その数字は今は出せません：キングの効果で、そのプレイヤーの次の手番まで数字が制限されています。
why-card-not-now = { $card }は今はプレイできません。
why-not-your-hand = それはあなたの手札ではありません：自分の手札から出してください。
why-grid-needs-king = 眠っているクイーンはキングで起こします：まず手札からキングを出してください。
why-owned-needs-knight = クイーンを奪ったり眠らせたりするには、まず騎士か眠り薬を出してください。
why-play-a-card = 手札からカードを 1 枚プレイするか、捨てる数字カードを選んでください。
why-pick-a-target = { $card }の対象を選ぶ（光っています）か、キャンセル・右クリック・Esc で手札に戻してください。

## How to play: Sleeping Queens (the title's Rules page)

how-goal = 目的
how-goal-text = 12 人のクイーンがテーブルの中央に伏せられ、ぐっすり眠っている。起こして、奪って、守り抜こう：2～3 人で遊ぶなら、最初にクイーン 5 人か 50 ポイントを手元に置いたプレイヤーの勝ち。4～5 人なら、クイーン 4 人か 40 ポイント。その前にすべてのクイーンが目覚めたら、ポイントが最も多いプレイヤーの勝ち。
how-turn-text = 手札は 5 枚。下のいずれかを行い、手札が 5 枚になるまで補充する。
how-king = キング
how-king-text = 眠っているクイーンを 1 人起こす：伏せられたカードを 1 枚選ぶと、そのクイーンはあなたのもの。
how-knight-text = 他のプレイヤーからクイーンを 1 人盗む。相手はドラゴンで防げる。
how-potion-text = 他のプレイヤーのクイーンを 1 人、再び眠らせる。相手は魔法の杖で防げる。
how-jester-text = 山札の一番上のカードを表向ける。特殊能力のあるカードなら手札に加え、もう一度プレイする。数字カードなら自分から時計回りにその数だけプレイヤーを数え、当たったプレイヤーがクイーンを 1 人起こす。
how-numbers-text = 数字カード 1 枚、ペア、または 2 + 3 = 5 や 1 + 2 + 6 = 9 のような足し算の方程式を捨て、捨てた枚数だけ補充する。
how-stuck = 出せるカードがないとき
how-stuck-text = ドラゴンと魔法の杖は防ぐためにしか出せない。ほかに何も出せないときは、カードを 1 枚捨てて 1 枚引く。
how-special-queens = 特殊能力のあるクイーン
how-rose-text = 起こしたら、さらにもう 1 人クイーンを起こす。
how-cat-dog = 猫のクイーンと犬のクイーン
how-cat-dog-text = 2 人は仲が悪い：一方を手元に置いたままもう一方を起こすと、起こしたほうはすぐにまた眠ってしまう。
how-other-rule-sets = ほかのルール
how-other-rule-sets-text = 拡張ルールでは、すべてのキングと多くのクイーンがそれぞれ独自の特殊能力を持つ。新しいゲームでルールを選ぶときに説明が表示される。

## Saves, errors and loading

save-error-io = セーブファイルを読めません：{ $error }。
save-error-empty = セーブファイルが空です。
save-error-too-big = セーブファイルにしては大きすぎます（{ $kib } KiB。セーブは最大 { $limit } KiB）。
save-error-damaged = ファイルが壊れているか、セーブファイルではありません（{ $line } 行目、{ $column } 列目：{ $error }）。
save-error-newer = このセーブは新しいバージョンのゲームで作られています（形式 { $found }。このゲームが読めるのは { $supported } まで）。
save-error-unknown-version = このセーブの形式バージョン { $found } は不明です（このゲームが読めるのは 1～{ $supported }）。
save-error-setup = セーブされたゲームの設定が不正です：{ $error }。
save-error-illegal = セーブされたゲームを再現できません：ログのアクション [{ $index }] が不正です（{ $error }）。
save-error-fault = このセーブの再現中にゲームでエラーが起きました（ゲームの不具合です）：{ $error }。
save-failed-in = { $folder } にゲームをセーブできませんでした：{ $error }
save-failed = ゲームをセーブできませんでした：{ $error }
start-failed = ゲームを開始できませんでした：{ $error }
log-resumed = セーブした場面からゲームを再開します。
assets-none-loaded = ゲームの画像・サウンド・フォント { $total } 個をどれも読み込めなかったため、テーブルの一部が空白になることがあります。ゲームのフォルダから起動するか、SLEEPING_QUEENS_ASSETS にアセットのフォルダを設定してください。
assets-some-failed = ゲームの画像・サウンド・フォント { $total } 個のうち { $failed } 個を読み込めなかったため、テーブルの一部が空白になることがあります。ゲームのフォルダから起動するか、SLEEPING_QUEENS_ASSETS にアセットのフォルダを設定してください。
loading-waking = クイーンを起こしています…
results-counts-as-two = { $queen }（2 人と数える）
seat-default-you = あなた
start-error-mad-save = このセーブは{ -mad-queens }のゲームなので、このテーブルでは遊べません
start-error-sq-save = このセーブは{ -sleeping-queens }のゲームです
mad-joker = ジョーカー
settings-seconds-suffix = {" 秒"}
house-error = ハウスルール { $line } 行目：{ $problem }
house-error-field = ハウスルール { $line } 行目の「{ $field }」：{ $problem }
house-error-no-name = ルールには名前が必要です
house-error-unknown-word = 「{ $found }」はここに書けません。書けるのは { $expected } です
house-error-unknown-field = ルールセットに「{ $found }」という項目はありません（項目は { $expected }）
house-error-missing-comma = この行か、前の行の終わりにカンマか閉じかっこがありません
house-error-no-file = { $path } にファイルがありません。
house-error-hand-size = 手札は 1～{ $max } 枚にしてください（{ $found } 枚になっています）
house-error-potion-after-wake = オリジナルルールには「目覚めた直後」がありません。base: Extended を使ってください
house-error-win-queens = 勝利に必要なクイーンは 1～12 人にしてください（{ $found } 人になっています）
house-error-win-points = 勝利に必要なポイントは 1～125 にしてください（{ $found } になっています）

## Take-backs

takeback-button = 一手戻す
takeback-hint = ひとつ前の自分の選択に戻ります（{ $key }）
takeback-none = まだ戻せる選択がありません。
takeback-unsee = 通常のゲームでは戻せません：その後{ $what ->
    [own] 自分の山札のカード
    [banned] 新しい禁止カード
    [plays] ほかの人のプレイ
    [draw] 引いたカード
    [jester] 道化師がめくったカード
    [others] ほかの人の手札のカード
   *[queen] クイーンの表
}を見ています。練習ゲームなら戻せます。
takeback-failed = 戻れませんでした：{ $error }
setup-practice = 練習
setup-practice-words = 練習：新しいカードを見た後でも、いつでも一手戻せます。
load-detail-practice = { $detail } · 練習
results-practice = 練習ゲーム
results-take-backs = { $count } 回戻した

## Hints
hint-button = ヒント
hint-tooltip = ハードのボットならどうする？あなたに見えることだけから考えます（{ $key }）
mad-hint-tooltip = それぞれの選択を、ほかの人のゲームと一緒に何度も最後までやってみます。あなたに見えることだけから考えます（{ $key }）
hint-thinking = 考え中…
hint-heading = ヒント
hint-line = { $choice } — { $figure }
hint-to-win = 勝率 { $percent }
figure-points = { $points } 点
hint-percent = { $percent }%
hint-alike = そこにあるカードはどれもあなたにとって同じです。
hint-discard-numbers = { $numbers } を捨てる
hint-discard-numbers-dragon = { $numbers } を捨てる（ドラゴンを { $value } として）
hint-discard-card = 手札の{ $card }を捨てる
hint-empty-slot = { $place }
hint-wake-queen = { $queen }を起こす
hint-wake-any = 眠っているクイーンをどれか起こす（見分けはつきません）
hint-wake-slot = { $place }のクイーンを起こす
hint-take-queen = { $queen }を選ぶ
hint-take-slot = { $place }のクイーン
hint-owned-queen = { $you ->
    [yes] あなたの{ $queen }
   *[no] { $name }の{ $queen }
}
hint-owned-hidden = { $you ->
    [yes] あなたの伏せられたクイーン
   *[no] { $name }の伏せられたクイーン
}
hint-blind = 裏向きのクイーンのどれか
hint-burn-yours = 手札の{ $card }を燃やす
hint-burn-of = { $name }のカード
results-hints = ヒント { $count } 回

## The review of a game
load-review = 振り返り
results-review = 振り返り
review-game-name = あなたの対局
review-heading = この対局の振り返り
review-measuring = そのとき見えていたことから、あなたの選択をひとつずつ評価しています…
review-progress = { $done } / { $total } 個の選択
review-cancel = キャンセル
review-failed = 振り返りができませんでした：{ $error }
review-none = { $decisions } 個の選択を評価しました：明らかにもっと良い手はありませんでした。お見事！
review-summary = { $decisions } 個の選択を評価しました。そのうち { $mistakes } 個で明らかにもっと良い手があり、最も大きなものでは勝率を { $points } ポイント失いました。
review-chart-caption = 選択のたびのあなたの勝率。赤：明らかにもっと良い手があった。金：最も大きな 3 つの変化（クリックするとそのときの場を見られます）。
review-turn = { $turn } ターン目 · 勝率 { $points } ポイント
review-you-chose = あなた：{ $choice }（{ $percent }）
review-better = より良い手：{ $choice }（{ $percent }）
review-show = 見る
review-swing = { $turn } ターン目：{ $before } → { $after }
review-round = { $turn } ラウンド目 · 勝率 { $points } ポイント
review-round-points = { $turn } ラウンド目 · { $points } 点を失った
review-swing-round = { $turn } ラウンド目：{ $before } → { $after }
review-summary-points = { $decisions } 個の選択を評価しました。そのうち { $mistakes } 個で明らかにもっと良い手があり、最も大きなものでは { $points } 点を失いました。
review-chart-caption-points = 選択のたびにあなたが見込める点数。赤：明らかにもっと良い手があった。金：最も大きな 3 つの変化（クリックするとそのときの場を見られます）。
review-method = どの選択も、あなたに見えないカードの配り方 { $deals } 通りで評価しました。この対局では毎回同じ数字になります。

## The profile
title-profile = 戦績
profile-heading = あなたの戦績
profile-empty = まだ対局がありません。ボットとの対局を最後まで遊ぶと、ここに記録されます。
profile-rules = ルール
profile-bots = 最も強いボット
profile-played = 対局数
profile-won = 勝ち
profile-average = 平均得点
profile-busts = バースト
profile-exact = 完全一致
profile-queens-paid = 支払ったクイーン
profile-won-of = { $won }（{ $rate }）
profile-streak = 最長連勝：{ $best } · 現在：{ $now }
profile-help = 使ったヒント：{ $hints } · 戻した回数：{ $takebacks }
profile-reset = リセット
profile-reset-confirm = 戦績をリセットしますか？すべての数字が 0 に戻り、元に戻せません。
profile-reset-yes = リセットする
profile-reset-no = そのままにする

## Lessons
title-learn = 遊び方を学ぶ
title-learn-done = 遊び方を学ぶ ✓
lesson-coach = コーチ
mad-lesson-waiting = Bo はあなたと同時に、自分の山札で見えないところでプレイしています。結果はラウンドの終わりに見えます。
lesson-watch = Bo の番です。Bo の手を見ていてください。
lesson-not-that = それではありません。光っているカードを選んでください。
lesson-skip = レッスンをやめる
lesson-skip-hint = タイトルに戻ります。そこからレッスンをやり直せます。
lesson-finish = 完了
lesson-play-on = 続ける
lesson-lost = この対局は逃してしまいました。タイトルからレッスンをやり直して、最後まで進めましょう。
lesson-classic-king = クイーンたちは真ん中で裏向きに眠っています。キングで一人起こせます。風船ガムのキングを出しましょう。
lesson-classic-wake = 眠っているクイーンを一人選んで起こします。このクイーンです。あなたのものになり、その点数が勝利に近づけます。
lesson-classic-one-number = 今回はキングがない？ それならカードを入れ替えます。数字を 1 枚捨てて 1 枚引きます。9 を選んで「1 枚捨てる」を押しましょう。
lesson-classic-pair = 同じ数字 2 枚は一緒に捨てられ、ペアなら 2 枚引けます。3 を 2 枚とも選んで捨てましょう。
lesson-classic-addition = 足し算になる数字も一緒に捨てられます。2 + 5 = 7。3 枚とも選びましょう。多く捨てるほど多く引けます。
lesson-classic-knight = Bo はクイーンを 2 人持っています。騎士は他のプレイヤーからクイーンを奪います。騎士を出しましょう。
lesson-classic-knight-target = Bo の月のクイーンを選んで奪いましょう。
lesson-classic-dragon = Bo が騎士であなたの猫のクイーンを狙っています！ ドラゴンは騎士を止めます。ドラゴンで対抗しましょう。
lesson-classic-potion = 眠り薬は他のプレイヤーのクイーンを眠りに戻します。眠り薬を出しましょう。
lesson-classic-potion-target = Bo のハートのクイーンを眠らせます。彼女を選びましょう。
lesson-classic-potion-slot = 彼女は裏向きで場の空いている場所に戻ります。この場所を選びましょう。
lesson-classic-wand = Bo があなたの猫のクイーンに眠り薬を使おうとしています！ 魔法の杖は眠り薬を止めます。魔法の杖で対抗しましょう。
lesson-classic-jester = 道化師は山札の次のカードをめくります。パワーカードなら手札に加えてもう一度プレイ。数字ならあなたから順に数え、当たったプレイヤーがクイーンを起こします。道化師を出しましょう。
lesson-classic-rose = 3 を数えるとあなたに戻りました。クイーンを起こしましょう。このクイーンを選んでみて。
lesson-classic-rose-bonus = 薔薇のクイーンです！ 彼女を起こすと、すぐにもう一人起こせます。もう一人選びましょう。
lesson-classic-dog = チェスのキングを出しましょう。ただし注意：猫のクイーンと犬のクイーンはライバルで、同じプレイヤーのもとには決していません。
lesson-classic-dog-slot = このクイーンを起こして、何が起こるか見てみましょう。
lesson-classic-last-king = 犬のクイーンはまた眠りました。あなたの猫と一緒にはいたくないのです。クイーンは 4 人、あと一人で勝ちです。炎のキングを出しましょう。
lesson-classic-win = このクイーンを起こしましょう。5 人目です。
lesson-classic-end = あなたの勝ちです！ 2〜3 人ならクイーン 5 人か 50 点、4〜5 人ならクイーン 4 人か 40 点で勝ち。眠っているクイーンがいなくなったら、点数の多い人の勝ちです。これでクラシックのルールはすべてです。

## The prompt's "?"
help-tooltip = この判断に関わるルール
help-heading = { $rule }（{ $rules }）
help-close = 閉じる

## The card gallery
title-cards = カード
pause-gallery = カード図鑑
gallery-heading = カード図鑑
gallery-points = { $points } 点
gallery-in-deck = 山札に { $count } 枚
gallery-no-ability = 能力はなく、点数だけです。
gallery-power-cards = パワーカード
gallery-numbers = 数字 1〜10
gallery-mad-deck = プレイヤーごとに 1 組（54 枚）
gallery-mad-does = マッド・クイーンでは
gallery-mad-plain = A〜10、J、K
gallery-mad-plain-points = 得点札で 1 点、完全一致で 2 点
gallery-mad-hearts = ハート
gallery-mad-hearts-points = 得点札で 2 点、完全一致で 4 点
gallery-mad-queens-count = 1 組に 4 枚、山札の横で待機
gallery-mad-jokers-count = 1 組に 2 枚、得点札で 1 点
gallery-mad-table = 場のカード
gallery-mad-back = カードの裏
gallery-mad-back-detail = 山札、得点札、禁止カードの山
gallery-mad-back-does = 山札は裏向き：残りのカードはわかるが、順番はわからない。得点札も裏向きで、確保したカードだけが得点になる。
gallery-mad-banned = 禁止カード
gallery-mad-banned-detail = 中央に 2 枚、全員に効く
gallery-mad-banned-joker = 禁止カードのジョーカー
gallery-mad-banned-joker-detail = 禁止カードとしてめくられたとき
gallery-mad-banned-joker-does = ゲームに残っている全員が 2 枚めくる。その中に一致（もう一方の禁止カードの数字、クイーンならそのマーク、またはジョーカー）があれば 2 枚とも確保、なければ 2 枚とも捨てる。その中のクイーンは支払い、一致にはならない。その後ジョーカーは入れ替わる。
gallery-mad-temporary-detail = あなただけのもの。クイーンが全員入った後、確保するたびに 1 枚
gallery-mad-plain-does = めくるとめくり札に加わり、確保すると得点になる。禁止カードと同じ数字（禁止カードのクイーンならそのマーク）ならバースト。数字もマークも同じなら完全一致：すぐに確保して 2 倍。
gallery-mad-hearts-does = ほかのカードと同じだが、確保したハートは 2 点（完全一致なら 4 点）。

## The extended lesson
lesson-extended-turtle = 拡張ルールでは、どのキングにも能力があります。亀のキングはクイーンを起こし、引いたカードを公開します。5 以下ならもう 1 ターン。出しましょう。
lesson-extended-turtle-wake = このクイーンを起こしましょう。
lesson-extended-answer = クイーンが起きるたびに、各プレイヤーは騎士か眠り薬を出せます。Bo が騎士であなたのひまわりのクイーンを狙っています！ 誰でも手番外に対抗できます。ドラゴンで止めましょう。
lesson-extended-straight = 2 を引いたので、亀のキングの力でもう 1 ターンです。拡張ルールには階段があります。3 枚以上の連続した数字を一緒に捨てられます。3、4、5 を捨てましょう。
lesson-extended-after-wake = Bo が孔雀のクイーンを起こしました。目覚めの直後は、手番外でも騎士を出せます。騎士を出しましょう。
lesson-extended-after-wake-target = Bo の孔雀のクイーンを奪いましょう。
lesson-extended-own-card = 自分の騎士には誰も対抗しません。パスします。
lesson-extended-dragon-number = 自分の手番では、ドラゴンを好きな数字として使えます。2、7、ドラゴンを選びましょう。ドラゴンは 5 になり、2 + 5 = 7 です。
lesson-extended-chess = チェスのキングはクイーンを起こし、次のあなたの手番まで全員の奇数か偶数を禁止します。出しましょう。
lesson-extended-chess-wake = このクイーンを起こしましょう。
lesson-extended-chess-parity = 奇数を禁止しましょう。Bo の手札は偶数なので今回は影響しませんが、手を封じることもできます。
lesson-extended-puzzle = パズルのキングはクイーンを起こします。次のあなたの手番まで、数字は 1 枚ずつしか捨てられません。出しましょう。
lesson-extended-win = ひまわりと月のクイーンはもうあなたのものです。このクイーン、ヒトデのクイーンを起こしましょう。
lesson-extended-end = あなたの勝ちです！ ひまわり・月・ヒトデのクイーンをそろえると即座に勝ちます。それ以外の勝ち方はクラシックと同じで、虹のクイーンは 2 人分に数えます。どのクイーンにも能力があり、カード図鑑ですべて確認できます。
lessons-heading = 遊び方を学ぶ
lessons-classic = はじめての対局（クラシック）
lessons-classic-about = キング、騎士とドラゴン、眠り薬と魔法の杖、道化師、数字、そして勝ち方。
lessons-extended = 拡張ルールで増えること
lessons-extended-about = 能力を持つキング、手番外の対抗、目覚めの直後、階段、数字としてのドラゴン。
lessons-done = 完了 ✓
lessons-begun = ステップ { $step } で中断
lessons-start = 始める
lessons-resume = 続きから
lessons-again = 最初から
lesson-mad-reveal = あなたのプレイは山札の一番上、クラブの 3 で始まりました。禁止カードはスペードの 8 とダイヤの K：8 か K をめくるとバースト。もう 1 枚めくりましょう。
lesson-mad-bank = ハートの 5：ハートは 2 点。めくり札を確保しましょう：得点札に入って 3 点。確保するたびに、待っている 4 枚のクイーンのうち 1 枚が山札に混ざります。
lesson-mad-push = 新しいラウンド：全員が同時に、自分のカードだけを見てプレイします。運に任せて、もう 1 枚めくりましょう。
lesson-mad-joker-event = ハートの 8 でバースト（スペードの 8 が禁止）、めくり札は失われました。当たったスペードの 8 の代わりにジョーカーが出ました：禁止カードのジョーカーでは全員が 2 枚めくり、あなたのクラブの K がもう一方の禁止カード、ダイヤの K と同じ数字なので、2 枚とも確保されました。めくりましょう。
lesson-mad-exact = ダイヤの K は禁止カードそのもの：完全一致はすぐに表向きで確保されて 2 倍、プレイは続きます。今度はめくり札を確保しましょう。
lesson-mad-queen = 最初にハートの Q が出ました：クイーンは得点札の上から 2 枚、さらにこのプレイでめくった同じマークのカード 1 枚につき 1 枚かかり、その後もう 1 枚めくらなければなりません（クラブの 4）。もう 1 枚めくりましょう。
lesson-mad-after-queens = クラブの Q は 3 枚かかり、クラブの 6 は新しい禁止カード、スペードの 6 でバーストしました。めくりましょう。
lesson-mad-joker = ジョーカーをめくると、すぐにもう 2 枚めくります。確保したジョーカーは 1 点。この 4 枚を確保しましょう。
lesson-mad-queens-in = ハートの 6 は禁止カードのダイヤの 6 ですぐにバースト。あなたのクイーンは 4 枚とも山札に入りました。めくりましょう。
lesson-mad-temporary = 待っているクイーンがいないと、確保するたびに一時禁止カードを 1 枚引きます：次のプレイからあなただけに効き、どれかに当たるまで残ります。確保しましょう。
lesson-mad-end = これでマッド・クイーンのすべてです：めくる、確保する、バースト、完全一致、ジョーカー、クイーン、禁止カード。クイーンを払えないとき、4 枚目のクイーンの後、山札がなくなったとき、または残り 12 枚以下で降りたときにあなたのゲームは終わり、得点が最も多い人の勝ち。最後まで続けるか、レッスンを終えましょう。
lesson-mad-not-now = 今はそれではありません：{ $choice }。
lessons-mad = { -mad-queens }
lessons-mad-about = めくる、確保する、バースト、完全一致、ジョーカー、クイーンの支払い、禁止カードのジョーカー、一時禁止カード。

## Play over the network
seat-remote = オンライン
title-online = オンライン対戦
online-heading = ネットワーク対戦
online-join-heading = テーブルに参加
online-address = サーバー
online-address-hint = 192.168.1.20:5757
online-name = あなたの名前
online-name-needed = テーブルに参加するか開くには、名前を入力してください。
online-password = パスワード
online-password-hint = テーブルにあれば
online-table = テーブル
online-table-hint = 空席のある最初のテーブル
online-join = 参加
online-nearby = 近くの卓
online-nearby-none = このネットワークにはまだ卓が見つかりません。
online-host-heading = テーブルを開く
online-host-here = このコンピューター（ポート { $port }）
online-host-there = 上のサーバー
online-host = 開く
online-seat = 席 { $number }
online-seat-person = 別の端末から参加
online-seat-here = この画面で遊ぶ
online-seat-name = 名前
online-remove-seat = 席 { $number } を外す
online-add-seat = + 席を増やす
online-rules = ルール
online-stand-in = ボット代打ちまで
online-stand-in-never = 打たない
online-stand-in-seconds = { $seconds } 秒
online-turn-clock = 持ち時間
online-turn-clock-none = なし
online-clock-stood-in = 持ち時間が切れたので、ボットが代わりに打っています。クリックするかキーを押すと戻れます。
online-back = 戻る
online-connecting = { $address } に接続中…
online-table-name = { $name }のテーブル
online-lobby = テーブル { $table }：{ $name }
online-waiting = 全員が席に着くのを待っています…
online-ready = 全員そろいました。
online-start = ゲーム開始
online-leave = テーブルを離れる
online-seat-open = 空席
online-seat-you = あなた
online-seat-beside = この画面
online-seat-away = 離席中
online-seat-stand-in = ボットが代打ち中
online-seat-host = ホスト
online-hosting = ほかの人は { $address } に接続します。
online-bad-address = 「{ $address }」はサーバーのアドレスではありません（例：192.168.1.20:5757）。
online-bad-table = 「{ $table }」はテーブル番号ではありません。
online-no-free-table = このサーバーには空席のあるテーブルがありません。
online-lost = サーバーとの接続が切れました：{ $why }
online-gone-no-answer = { $address } のサーバーから応答がありません。アドレスと、サーバーが動いているかを確かめてください。
online-gone-silent = サーバーが応答しなくなりました
online-gone-denied = サーバーにこれ以上接続する余裕がありません
online-gone-by-server = サーバーが接続を終えました
online-gone-by-us = このゲームが接続を終えました
online-gone-network = ネットワークが届けられませんでした（{ $error }）
online-gone-unreadable = サーバーからこのゲームが読めないものが届きました
online-other-version = このサーバーのバージョンは { $server }（ネットワーク版 { $server_protocol }）、このゲームは { $ours }（ネットワーク版 { $our_protocol }）です。この二つでは一緒に遊べません。{ $older ->
    [server] サーバーを動かしている人に、このバージョンに更新してもらってください。
   *[game] このゲームをサーバーと同じバージョンに更新してください。
}
online-closed-host = ホストがテーブルを閉じました。
online-closed-server = サーバーが停止します。
online-host-failed = テーブルを開けませんでした：{ $error }
online-port-in-use = ポート { $port } はこのコンピューターのほかのプログラムが使っています。ほかのポートをえらんでください。
online-port-not-allowed = ポート { $port } はこのコンピューターでは使えません。1024 から 65535 のポートをえらんでください。
online-dial-failed = このコンピューターで接続を開けませんでした：{ $error }
online-refused = サーバーに断られました：{ $why }
refusal-no-table = そのテーブルはありません
refusal-password = パスワードが違います
refusal-full = テーブルは満席です
refusal-name-taken = その名前（または見分けのつかない名前）の人がすでにテーブルにいます
refusal-seat-kept = その席は離れた人のために取ってあります。取り戻せるのは、その人が遊んでいた画面だけです
refusal-limit-connections = このコンピューターからの接続数が上限に達しています
refusal-limit-tables = このコンピューターが開けるテーブル数の上限に達しています
refusal-limit-requests = 要求が多すぎます。少し待ってください
refusal-bad-name = 名前は 1～24 文字で、前後に空白は使えません
refusal-name-invisible = 名前に、表示されない文字や文字の向きを変える文字は使えません
refusal-name-blank = 名前に使える空白は普通のスペースだけです
refusal-name-unknown = 名前に、表示できない特別な文字は使えません
refusal-name-marks = 名前の一つの文字に記号を重ねすぎています
refusal-bad-plan = その設定ではテーブルを開けません（{ $why }）
refusal-not-host = ゲームを始められるのはホストだけです
refusal-seats-open = 全席が埋まってから始められます
refusal-started = ゲームはもう始まっています
refusal-not-seated = あなたはどのテーブルにも着席していません
refusal-not-your-seat = その席はあなたの席ではありません
refusal-stale = ゲームはすでに先へ進んでいました
refusal-rule = { $why }
refusal-server-full = サーバーにはもうテーブルを開く余裕がありません
ref-keys = キー
ref-keys-pick = 選ぶ
ref-keys-pick-text = Tab と Shift+Tab で今選べるカードとクイーンを順にたどり、方向キーでその向きのいちばん近いものへ行きます。Enter でクリックと同じように選びます。1〜9 で手札を左から（または番号のついたボタンを）選び、{ $discard }（または何もたどっていないときの Enter）で選んだ数字カードを捨てます。{ $dragon }（Shift+{ $dragon }）で選んだドラゴンの数字を上げ（下げ）ます。{ $pass } でパス、Esc で持ったカードを戻します。
ref-keys-more = そのほか
ref-keys-more-text = { $hint } ヒント；{ $takeback } 一手戻す；{ $log } ログ；{ $rules } このルール；Esc 一時停止。
call-person-key = { $name }（{ $key }）
ref-keys-seat = 画面を回すとき
ref-keys-seat-text = 画面が回ってきたら Enter で「…です」。応答する人をたずねられたら、1〜9 でその番号の人が応答すると言い（もう一度で取り消し）、Enter で完了。
prompt-key-choice = { $key } · { $choice }
settings-ui-scale = 文字とボタンの大きさ
settings-ui-scale-table = テーブルでは、この画面で { $percent }%（テーブルとボタンがすべて収まる大きさ）
settings-reduced-motion = 動きを少なく
settings-reduced-motion-detail = カードはすぐその場所へ。ほかも動きません
settings-high-contrast = 高コントラスト
settings-high-contrast-detail = 白い背景に、くっきりした文字とふち。テーブルはもっとこい色

## The table in words, for a screen reader
words-table = テーブル
words-choices = 選べるもの
words-said = 起きたこと
words-your-hand = あなたの手札
words-hand-covered = 画面が渡されるまで伏せています
words-your-queens = あなたのクイーン
words-none = なし
words-grid = 眠っているクイーン
words-slot-asleep = 場所 { $place }：眠っているクイーン（伏せ）
words-slot-queen = 場所 { $place }：{ $queen }（表）
words-slot-empty = 場所 { $place }：空き
words-one-of-same = { $name }（{ $of } 枚中 { $place } 枚目）
words-in-hand = { $card }（手札）
words-picked = { $card }（手札、選択中）
words-sleeping = 場所 { $place } の眠っているクイーン
words-grid-queen = 場所 { $place } の{ $queen }
words-owned = { $name }の{ $queen }
words-owned-hidden = { $name }の伏せたクイーン
words-empty-place = 空いている場所 { $place }
words-face-down = 伏せたカード
words-put-back = { $card }を戻す
words-mad-banned = 禁止カード
words-mad-yours = あなたのカード
words-mad-deck = 山札：{ $cards } 枚
words-mad-row = めくり札：{ $cards }
words-mad-bank = 得点札：{ $cards } 枚、{ $points } 点
words-mad-queens = クイーン：{ $cards }

## Keys chosen by the player
key-space = スペース
keys-discard = 選んだ数字カードを捨てる
keys-dragon = ドラゴンの数字（Shift：下げる）
keys-pass = パス；アニメーションを飛ばす
keys-hint = ヒント
keys-take-back = 一手戻す
keys-log = ゲームログ
keys-rules = ルール
keys-reveal = { -mad-queens }：めくる・始める
keys-bank = { -mad-queens }：確保
keys-stop = { -mad-queens }：降りる
settings-keys = キー
settings-keys-press = 「{ $command }」のキーを押してください（もう一度クリック：{ $key } のまま）
settings-keys-waiting = キーを押して…
settings-keys-refused = Tab、Enter、Esc、方向キー、1〜9 はテーブルのものです。文字、F1〜F12、スペースから選んでください。
settings-keys-swapped = 「{ $other }」は代わりに { $key } になります。
settings-keys-reset = キーを元に戻す

## ハウスルール：docs/rules.md のスイッチ（ルール ID）

house-error-name-length = ルールの名前は 1～{ $max } 文字で、前後に空白を入れないでください
house-error-switch-field = { $switch } はスイッチではなく `{ $field }` で決めます
house-error-needs-extended = { $switch } は拡張ルールのルールです。base: Extended を使ってください
house-error-clash-potion = { $second } がオフのとき { $first } はオンにできません：眠り薬を出す場面がありません
house-error-clash-dragon = { $first } と { $second } をどちらもオフにはできません：ドラゴンを出す場面がありません
house-error-clash-wand = { $first } と { $second } をどちらもオフにはできません：魔法の杖を出す場面がありません
house-error-built-in = 「{ $name }」は最初からあるルールの名前です
house-error-name-taken = 「{ $name }」という名前のルールはもうあります
house-error-not-found = 「{ $name }」という名前のルールはありません
house-error-too-big = { $path }：ルールのファイルにしては大きすぎます
house-error-file = { $path }：{ $error }
switch-section-numbers = 数字カード
switch-section-power-cards = 特殊カード
switch-section-queens = クイーン
switch-section-kings = キング
switch-section-windows = 対抗と「目覚めた直後」
switch-section-end = ゲームの終わり
switch-numbers-base = 数字カード 1 枚、または同じ数字の組を捨て、同じ枚数を補充する。
switch-potion-base = 自分の手番に、任意のクイーン（孔雀のクイーン以外）を眠らせ、選んだ空いている場所に伏せる。1 枚引く。
switch-x-n-3 = 3 枚以上の連続した数字（3、4、5）をまとめて捨てられる。
switch-x-n-4 = 足し算の方程式（a+b=c、a+b=c+d など）になる数字をまとめて捨てられる。
switch-x-kn-2 = 騎士か道化師で手に入れたばかりのクイーンは、その手番のあいだ騎士にも眠り薬にも取られない。
switch-x-dr-1 = ドラゴンは、誰が出した騎士にも対抗して無効にできる。1 枚引く。
switch-x-dr-2 = ドラゴンを自分の手番に好きな数字として出せる。
switch-x-po-1 = 眠り薬は、対抗で出されたドラゴンに対抗して無効にできる。1 枚引く。
switch-x-po-3 = 眠り薬も騎士と同じく「目覚めた直後」に出せる。
switch-x-wa-1 = 魔法の杖は眠り薬に対抗して無効にできる。1 枚引く。
switch-x-wa-2 = 自分の手番に、魔法の杖で誰かの手元のクイーンと場のクイーンを入れ替える。1 枚引く。
switch-x-ans = カードを出された人だけでなく、誰でも対抗できる。
switch-name-straights = ストレート
switch-name-equations = 足し算の方程式
switch-name-knight-protection = その手番は取られない
switch-name-answer = { $card }で対抗
switch-name-dragon-number = 数字としてのドラゴン
switch-name-potion-after-wake = 目覚めた直後の眠り薬
switch-name-wand-swap = 魔法の杖で入れ替え
switch-name-answers-out-of-turn = 誰でも対抗できる
switch-name-sun-moon-star = ひまわり・月・ヒトデで勝ち
setup-house-rules-button = ハウスルール…
workshop-heading = ハウスルール
workshop-intro = ルールを選んで、その中のルールをオンかオフにし、名前を付けて保存します。ボットでためしてから遊べます。
workshop-start-from = もとにするルール
workshop-yours = 自分のルール
workshop-none-yet = 自分のルールはまだありません。
workshop-name = 名前
workshop-base = もと
workshop-hand-size = 手札の枚数
workshop-win-small = 2～3 人での勝ち
workshop-win-large = 4～5 人での勝ち
workshop-queens = クイーン
workshop-points = ポイント
workshop-save = 保存
workshop-saved = 「{ $name }」を保存しました。
workshop-duplicate = コピー
workshop-copied = 「{ $name }」としてコピーしました。
workshop-rename = 名前を変える
workshop-renamed = 「{ $name }」に名前を変えました。
workshop-delete = 削除
workshop-deleted = 「{ $name }」を削除しました。
workshop-file = ファイル
workshop-file-hint = パス/rules.ron
workshop-browse = ファイルをえらぶ…
chooser-heading = ハウスルールのファイルをえらぶ
chooser-up = ひとつ上のフォルダー
chooser-folder = フォルダー { $name }
chooser-name = ファイル名
chooser-choose = えらぶ
chooser-empty = ここにはフォルダーもハウスルールのファイル（.ron）もありません。
chooser-unreadable = このフォルダーは読めません。ひとつ上のフォルダーへ。
workshop-export = エクスポート
workshop-exported = { $path } にエクスポートしました。
workshop-import = インポート
workshop-imported = 「{ $name }」をインポートしました。
workshop-unsaved = まだ保存していません。
workshop-edited = 変更はまだ保存していません。
workshop-discard-heading = 「{ $name }」への変更は保存されていません。
workshop-discard = 変更を捨てる
workshop-keep-editing = 編集を続ける
workshop-name-limit = 名前は{ $max }文字までです。
workshop-problem = { $control }：{ $problem }
workshop-try = ためす
workshop-trying = 対戦中：{ $total } 回中 { $done } 回
workshop-stop = やめる
workshop-stopped = とちゅうでやめました。
workshop-try-not-started = ためすことができませんでした：{ $error }
workshop-play = このルールで遊ぶ
workshop-try-heading = 「{ $house }」と「{ $baseline }」：ノーマルのボットで { $games } 回（{ $seconds } 秒）
workshop-players = { $players } 人
workshop-turns = 1 ゲームの手番の数
workshop-first-player = 最初のプレイヤーの勝ち
workshop-fair-share = 公平なら { $share }
workshop-ended-by = 終わり方：{ $ending }
workshop-claims = 拡張ルールの作者が言う 8 つの点
workshop-verdict-better = よくなった
workshop-verdict-worse = 悪くなった
workshop-verdict-unclear = はっきりした違いなし
workshop-how-sure = 数値には 95% の区間があります。2 つの区間が重ならないときだけ「よくなった」か「悪くなった」と言います。
trial-ending-queen-count = クイーンの数
trial-ending-queen-count-points = クイーンの数とポイントが同時に
trial-ending-points = ポイント
trial-ending-sun-moon-star = ひまわり・月・ヒトデ
trial-ending-no-sleeping-queen = 眠っているクイーンがいなくなった
trial-ending-piles = 山札も捨て札もなくなった
claim-1 = 数字カードを回すばかりで、大事なカードは手元にためられる
claim-2 = 少人数のゲームはキングで決まる
claim-3 = トップのプレイヤーがみんなに狙われ、勝ち切れない
claim-4 = ドラゴンと魔法の杖は使われないカード
claim-5 = 記憶がほとんど要らないゲーム
claim-6 = ハートのクイーンが虹のクイーンよりずっと強い
claim-7 = ゲームが長い
claim-8 = クイーンの数で勝つことがほとんどない
workshop-legend = 各数値は「{ $baseline }」→ あなたの「{ $house }」の順で、かっこ内は 95% の区間です。各グラフの上の線が「{ $baseline }」、下の線（琥珀色）があなたのルールです。
workshop-summary = まとめ：「{ $house }」では、ゲームは{ $length }、最初のプレイヤーの有利さは{ $edge }（人数ごとの平均）。
workshop-summary-shorter = { $percent }% 短くなり
workshop-summary-longer = { $percent }% 長くなり
workshop-summary-as-long = ほぼ同じ長さで
workshop-summary-edge-larger = { $points } ポイント大きくなります
workshop-summary-edge-smaller = { $points } ポイント小さくなります
workshop-summary-edge-same = ほぼ変わりません
workshop-lower-better = 低いほどよい
workshop-higher-better = 高いほどよい
workshop-nearer-zero-better = 0 に近いほどよい
claim-1-measures = 手番のプレイのうち数字カードの割合
claim-2-measures = キングをいちばん多く引いた 1 人の勝率
claim-3-measures = 中盤で単独トップのプレイヤーの勝率
claim-4-measures = 引いたドラゴンと魔法の杖のうち効果のために出された割合
claim-5-measures = 覚えているボットが、覚えていない同じボットに勝つ率
claim-6-measures = 最後にハートのクイーンを持つ勝率から、虹のクイーンを持つ勝率を引いたもの
claim-7-measures = 1 ゲームの手番数（「{ $baseline }」の何倍か）
claim-8-measures = クイーンの数の勝ちで終わったゲームの割合
ref-house-rules = このルールのスイッチ
ref-house-rules-text = ハウスルールです。もとのルールから、次のルールがオンかオフになっています。「新しいゲーム」の「ハウスルール」で、こうしたルールを作り、ボットでためせます。
ref-switch-on = オン
ref-switch-off = オフ
workshop-reference = このルールの説明
switch-x-aw = クイーンが起こされたら、各プレイヤーは順に騎士をプレイできる。

# The rules book: every rule by its id (docs/rules.md is made from these)
rules-book-title = スリーピング・クイーンとマッド・クイーンのルール
rules-book-intro = ルールにはそれぞれ ID があり、T-（テーブル）、C-（オリジナルルール）、X-（拡張ルール）、H-（ハウスルール）、M-（マッド・クイーン）で始まる。ゲームのテストは、確かめるルールをこの ID で示している。同じ説明は、ゲームの中の「ルール」→「すべてのルール」でも読める。
rules-tab-every-rule = すべてのルール
rules-book-rule-sets = 選べるルール
rules-book-rule-sets-text = オリジナルルールは元のゲームそのもの。拡張ルールでは、すべてのキングと多くのクイーンが特殊能力を持ち、誰でも手番外に対抗できる。拡張ルール（初版）は、ストレート（X-N-3）と目覚めた直後の眠り薬（X-PO-3）がない拡張ルール。ハウスルールは、オリジナルルールか拡張ルールをもとに、いくつかのルールをオンやオフにしたもの。マッド・クイーンは、普通のトランプで遊ぶ別のゲーム。
rules-book-cards = カード
rules-book-cards-text = カードは 79 枚：クイーンカード 12 枚（裏が緑）と山札 67 枚（裏が赤）。山札は、キング 8 枚、道化師 5 枚、騎士 4 枚、眠り薬 4 枚、魔法の杖 3 枚、ドラゴン 3 枚、数字カード 40 枚（1～10 が 4 枚ずつ）。クイーンのポイント：ハート 20、猫・犬・パンケーキ 15、てんとう虫・月・孔雀・ひまわり 10、ケーキ・虹・薔薇・ヒトデ 5（合計 125）。クイーンの背景の色（赤：猫・パンケーキ・ケーキ・ヒトデ、緑：ハート・犬・てんとう虫・薔薇、その他：月・孔雀・ひまわり・虹）を使うのはタイダイのキングだけ。
rules-book-table = テーブル（すべてのルールに共通）
rule-t-1 = 2～5 人で遊び、各席には人間か CPU が着く。席には 0 から順に番号がつき、時計回りとは番号が増える向きのこと（最後の席の次は 0 番の席）。
rule-t-2 = 場には 12 か所の場所が 3 つずつ 4 段にあり、上の段から順に 0～11 の番号がつく。各場所は空いているか、クイーンが 1 人、伏せてか表向きで置かれている。場所が勝手に動くことはない：場に戻るクイーンはプレイヤーが選んだ空いている場所に入るので、どこに何があるかを覚えておける。この記憶もゲームの一部。
rule-t-3 = ゲームの準備：クイーンをシャッフルして 12 か所に伏せて置き、山札をシャッフルして、各プレイヤーに 5 枚ずつ配る。最初の手番の席はランダムに決まる（指定もできる）。ランダムなことはすべて 1 つのシード値から決まるので、シード値と選択の記録があれば同じゲームをそのまま再現できる。
rule-t-4 = 手札はほかのプレイヤーには見えない。手元のクイーンは持ち主の前に表向きで置かれる。ただし伏せられているときは別（ケーキのクイーン X-Q-CAK、クッキーのキング X-K-COO）。
rule-t-5 = 山札が空なのにカードを引くことになったら、捨て札をシャッフルして新しい山札にする。捨て札も空なら、オリジナルルールではその補充をとばし、拡張ルールではその時点でゲームが終わる（X-END-3）。
rule-t-6 = プレイしたカードは、効果が終わると捨て札になる。効果が起きたときも、無効にされたときも同じ。
rules-book-classic = オリジナルルール
rules-book-classic-text = 自分の手番には、次のうちちょうど 1 つを行い、手札が 5 枚になるまで補充する。
rule-c-1 = キング：眠っているクイーンを 1 人選んで（場所を選ぶ）起こす。そのクイーンはあなたのものになり、表向きで手元に置く。
rule-c-1a = 薔薇のクイーン：彼女を起こしたら、眠っているクイーンをもう 1 人起こす。
rule-c-1b = 猫のクイーンと犬のクイーン：一方を手元に置いているときにもう一方を起こすと、起こしたほうは元の場所に伏せて戻り、代わりに別のクイーンを起こすこともできない。
rule-c-2 = 騎士：ほかのプレイヤーの手元からクイーンを 1 人盗む。狙われたプレイヤーはすぐにドラゴンで対抗できる：騎士とドラゴンはどちらも捨て札になり、騎士の効果はなく、対抗したプレイヤーは 1 枚引く（これはそのプレイヤーの手番にはならない）。
rule-c-3 = 眠り薬：ほかのプレイヤーのクイーンを 1 人眠らせ、あなたが選んだ空いている場所に伏せて場に返す。狙われたプレイヤーはすぐに魔法の杖で対抗できる：どちらも捨て札になり、眠り薬の効果はなく、対抗したプレイヤーは 1 枚引く。
rule-c-4 = 道化師：山札の一番上のカードを表向ける。特殊能力のあるカード（キング、騎士、眠り薬、魔法の杖、ドラゴン、道化師）なら、手札に加えてもう一度行動する（そのカードが道化師の代わりになるので、補充はしない）。数字カードなら、それを捨て、あなたを 1 として時計回りにその数だけ席を数える。当たったプレイヤーがキングと同じようにクイーンを 1 人起こす（C-1a と C-1b も当てはまる）。
rule-c-5 = 数字カードを捨てる：数字カード 1 枚（1 枚引く）、同じ数字のペア（2 枚引く）、または 3 枚以上の数字カードで作る足し算の方程式（どれか 1 枚が、ほかのカードの合計と同じになる。例：2+3=5、1+2+6=9、1+1+2+3=7。捨てた枚数だけ引く）。
rule-c-6 = 出せるカードがないとき：ドラゴンと魔法の杖は対抗（C-2、C-3）にしか出せない。できる行動が何もないプレイヤーは、手札から好きなカードを 1 枚捨てて 1 枚引く（山札の一番上のカードを捨てるのではない）。
rule-c-win-1 = 2～3 人なら、最初にクイーン 5 人か 50 ポイントを手元に置いたプレイヤーの勝ち。4～5 人なら、クイーン 4 人か 40 ポイント。勝ちの判定は、行動と対抗がすべて終わるたびに行う。
rule-c-win-2 = 眠っているクイーンがいなくなったらゲームは終わり、ポイントが最も多いプレイヤーの勝ち。同点ならクイーンが多いほうの勝ち。それでも同じなら、そのプレイヤー全員の勝ち（同点勝利）。
rules-book-extended = 拡張ルール
rules-book-extended-text = 拡張ルールとその初版のルール。手札からプレイしたカード 1 枚につき、ちょうど 1 枚引く。だから山札と捨て札が尽きるまで、手札はいつも 5 枚。下のルールの「1 枚引く」はこの補充のこと。魔法の杖の入れ替えでも 1 枚引く。
rules-book-terms = 拡張ルールの言葉
rules-book-terms-text = 表向ける：カードを表にして全員に見せること。起こす：表向けた眠っているクイーンを場から取ること。このとき起こしたときの能力（薔薇のクイーン）が効く。手元に置く：クイーンをプレイヤーの前に置くこと。手元のクイーンについてのルール（X-Q-HEA、X-Q-CAT など）が当てはまる。次の自分の手番まで：キングの効果から、そのキングを出したプレイヤーの次の手番が始まるまで。騎士で奪う、道化師、魔法の杖は、クイーンを起こさずに手元に置かせる。だから起こしたときの能力は効かず、「目覚めた直後」も始まらない。
rules-book-x-numbers = 数字カード
rule-x-n-1 = 自分の手番の行動として、数字カードを 1 枚出し、1 枚引く。
rule-x-n-2 = 組：同じ数字のカード 2 枚以上を出し、出した枚数だけ引く。
rule-x-n-3 = ストレート：数字が 1 ずつ続くカード（例：3、4、5）3 枚以上を出し（出す順番はどれでもよい）、出した枚数だけ引く（拡張ルールのみ。初版にはない）。
rule-x-n-4 = 方程式：出したカードをすべて 1 回ずつ使って、a+b=c、a+b+c=d、a+b=c+d、a+b+c+d=e、a+b+c=d+e のどれかの形になるように出し（文字はそれぞれカード 1 枚）、出した枚数だけ引く。
rule-x-n-5 = ドラゴンは好きな数字の代わりになる（X-DR-2）。出すときにどの数字にするかを決めて言い、パズルのキングやチェスのキングの制限はその数字で判断する。
rules-book-x-power = 特殊カード
rule-x-kn-1 = 騎士（自分の手番か、「目覚めた直後」X-AW に出す）：どのプレイヤー（自分も含む）の手元からでもクイーンを 1 人奪い、自分の手元に置く。1 枚引く。てんとう虫のクイーンは奪えない。
rule-x-kn-2 = この手番に騎士か道化師で持ち主のもとへ来たクイーンは、同じ手番のうちに再び騎士で奪われることも、眠り薬で眠らされることもない（騎士と道化師はクイーンを直接手元に置かせるため）。
rule-x-dr-1 = ドラゴン（対抗）：誰かが（自分も含む）騎士を出したとき、その騎士を無効にする。1 枚引く。
rule-x-dr-2 = ドラゴンは自分の手番に、好きな数字として出せる（X-N-5）。
rule-x-po-1 = 眠り薬（対抗）：誰かが対抗としてドラゴンを出したとき、そのドラゴンを無効にする。1 枚引く。数字として出したドラゴン（X-DR-2）には対抗できない。
rule-x-po-2 = 眠り薬は自分の手番に、どのプレイヤー（自分も含む）のクイーンでも 1 人眠らせ、あなたが選んだ空いている場所に伏せて場に返す。1 枚引く。孔雀のクイーンは眠り薬で眠らされない。
rule-x-po-3 = X-PO-2 と同じことを「目覚めた直後」（X-AW）にもできる（拡張ルールのみ。初版にはない）。ここでも孔雀のクイーンは眠らされない。
rule-x-wa-1 = 魔法の杖（対抗）：誰かが眠り薬を出したとき（眠らせるためでも、ドラゴンへの対抗でも）、その眠り薬を無効にする。1 枚引く。
rule-x-wa-2 = 魔法の杖は自分の手番に、どのプレイヤー（自分も含む）の手元のクイーン 1 人と、場のクイーン 1 人を入れ替えられる。それぞれの場所の表裏はそのまま：場のクイーンが表向きだったなら場に入るクイーンも表向き、伏せていたなら伏せて置く。場から来たクイーンはそのプレイヤーの手元に置かれる。入れ替えでは誰も起こさない。1 枚引く。
rule-x-je-1 = 道化師：山札の一番上のカードを表向けて手札に加える（これが補充の 1 枚）。数字カードなら、あなたを 1 として時計回りにその数だけ席を数える。当たったプレイヤーは場所を 1 つ選び、そのクイーンを表向けて手元に置く（起こしたことにはならない）。数字カードでなければ、それ以上は何も起きない。
rules-book-x-queens = クイーン
rule-x-q-pan = パンケーキのクイーン：ゲームの準備のとき、場に表向きで置かれる。
rule-x-q-cak = ケーキのクイーン：彼女を手元に置いている間、あなたの手元のクイーンはすべて伏せられる。ほかのプレイヤーには裏しか見えず、あなたはそれをシャッフルしてよい。その中から選ぶ人は、見ずに選ぶ。
rule-x-q-lad = てんとう虫のクイーン：騎士に奪われない。
rule-x-q-pea = 孔雀のクイーン：眠り薬で眠らされない。
rule-x-q-rai = 虹のクイーン：クイーンの人数による勝利（X-END-1）では 2 人と数える。
rule-x-q-ros = 薔薇のクイーン：起こされたとき、あなたはクイーンをもう 1 人起こしてよい（表向け、起こし、手元に置く）。
rule-x-q-hea = ハートのクイーン：ハートのクイーンと 5 ポイントのクイーンを同時に手元に置いたら、ハートのクイーンを場に返すか、手元の 5 ポイントのクイーンをすべて場に返すかを選ぶ。
rule-x-q-cat = 猫のクイーン：犬のクイーンと同時に手元に置いたら、どちらか 1 人を場に返す。
rule-x-q-dog = 犬のクイーン：猫のクイーンと同時に手元に置いたら、どちらか 1 人を場に返す。
rule-x-q-sun = ひまわりのクイーン：月のクイーンとヒトデのクイーンと一緒に手元に置けば勝ち。
rule-x-q-moo = 月のクイーン：ひまわりのクイーンとヒトデのクイーンと一緒に手元に置けば勝ち。
rule-x-q-sta = ヒトデのクイーン：ひまわりのクイーンと月のクイーンと一緒に手元に置けば勝ち。
rule-x-q-back = 「場に返す」とは、持ち主が選んだ空いている場所に伏せて置くこと。手元のクイーンについてのルールがいくつも同時に当てはまるときは、持ち主が場に返すクイーンを 1 人ずつ選び、どのルールも当てはまらなくなるまで続ける。
rules-book-x-kings = キング
rule-x-k-puz = パズルのキング：眠っているクイーンを 1 人表向けて起こす。次の自分の手番まで、誰でも数字カードは 1 枚ずつしか出せない。1 枚引く。
rule-x-k-bub = 風船ガムのキング：眠っているクイーンを 1 人ずつ最大 3 人まで表向ける（1 人ごとに止めてよい）。そのうち 1 人を起こし、残りは元の向き（伏せか表）に戻す。1 枚引く。
rule-x-k-che = チェスのキング：眠っているクイーンを 1 人表向けて起こし、奇数か偶数を選ぶ。1 枚引く。次の自分の手番まで、誰もその側の数字カードを出せない。この制限のために出せるものがなくなったプレイヤーは、手番をとばす（カードも引かない）。
rule-x-k-hat = 帽子のキング：眠っているクイーンを 1 人表向けて起こす（薔薇のクイーンを起こしたなら、もう 1 人起こして 2 人になることもある）。その後、どのプレイヤー（自分も含む）のクイーンでも 1 人選んでよい：そのクイーンと、この帽子のキングで起こしたクイーンすべてを伏せてシャッフルし、そのクイーンの持ち主が見ずに 1 人取り、残りはあなたの手元に置く。帽子のキングで起こしたクイーンの手元のルール（X-Q-CAT など）は、この入れ替えの後で初めて当てはまる（だから猫のクイーンを持っていても、起こしたばかりの犬のクイーンを入れ替えに回せる）。1 枚引く。
rule-x-k-coo = クッキーのキング：眠っているクイーンを 1 人表向ける。パンケーキのクイーンなら、場のクイーンをすべてひっくり返し（伏せは表に、表は伏せに）、それからパンケーキのクイーンを起こす。ケーキのクイーンなら、全プレイヤーの手元のクイーンをすべて伏せてから、ケーキのクイーンを起こす。それ以外なら、そのクイーンを起こす。こうして伏せられたクイーンは、持ち主が変わるか場に戻るまで伏せたまま。後で眠らされたクイーンは、いつも伏せて置く。1 枚引く。
rule-x-k-tie = タイダイのキング：眠っているクイーンを 1 人表向け、その背景の色で決まる。赤：もう 1 人表向けて同じことをくり返すか、止める。止めたとき、または眠っているクイーンがいなくなったとき、表向けたクイーンを表向けた順にすべて起こす。緑：このキングで表向けたクイーンをすべて伏せ、誰も起こさない。その他：そこで止め、表向けたクイーンを順にすべて起こす。1 枚引く。
rule-x-k-fir = 炎のキング：眠っているクイーンを 1 人表向けて起こし、1 枚引く。その後、誰の手札からでも合わせて最大 5 枚まで選んでよい（自分の手札は見て、ほかの人の手札は見ずに位置で選ぶ）。選んだカードは燃やされてゲームから除外され（山札に戻ることもない）、カードを失ったプレイヤーはそれぞれ失った枚数だけ引く。
rule-x-k-tur = 亀のキング：眠っているクイーンを 1 人表向けて起こす。1 枚引き、そのカードを全員に見せる。5 以下の数字カードなら、この手番の後にもう一度手番を行う。
rules-book-x-windows = 対抗と「目覚めた直後」
rule-x-aw = 「目覚めた直後」：クイーンを 1 人以上起こした効果がすべて終わったら（薔薇のクイーンのもう 1 人、帽子のキングの入れ替え、場に返すこと X-Q-BACK も含む）、手番のプレイヤーから時計回りに、各プレイヤーは騎士 1 枚か眠り薬 1 枚（X-PO-3。拡張ルールのみ）を出すか、パスする。出したカードは、その対抗のタイミングも含めてすべて終わってから、次のプレイヤーにたずねる。
rule-x-ans = 対抗のタイミング：騎士、対抗のドラゴン、眠り薬が出されたら、手番のプレイヤーから時計回りに全員が、それを無効にするカード（騎士にはドラゴン、対抗のドラゴンには眠り薬、眠り薬には魔法の杖）で対抗するか、パスする。最初の対抗が出たらたずねるのは終わり、今度はその対抗のカードに対抗のタイミングがある。1 枚のカードに対抗できるのは 1 回だけで、その対抗が無効にされたら、元のカードの効果が起きる。だから、つながりは最長で騎士、ドラゴン、眠り薬、魔法の杖の 4 枚。
rule-x-ans-2 = CPU とテーブルの画面は、ルールで公開されることしか知らず、見せない。誰かがパスしたことはほかのプレイヤーにはわからない。1 つの画面を 2 人以上の人間で使うときも、対抗のたずね方から、誰が対抗のカードを持っているかがわかってはいけない。
rules-book-x-end = ゲームの終わり
rule-x-end-1 = オリジナルルールの勝利条件（C-WIN-1）がそのまま使われ、虹のクイーンは 2 人と数える。勝ちの判定は、行動が対抗や「目覚めた直後」も含めてすべて終わるたびに行う。だから対抗で勝利を止めることもできる。
rule-x-end-2 = ひまわり・月・ヒトデのクイーンを 1 人のプレイヤーがすべて手元に置いたら、そのプレイヤーの勝ち。判定のタイミングは X-END-1 と同じ。
rule-x-end-3 = 眠っているクイーンがいなくなったとき、またはカードを引かなければならないのに山札も捨て札も空のとき、ゲームは終わる。ポイントが最も多いプレイヤーの勝ち。同点ならクイーンが多いほう（虹のクイーンは 2 人）の勝ち。それでも同じなら同点勝利。
rule-x-end-4 = 出せるものが何もないプレイヤー（チェスのキング X-K-CHE の場合を除く）は、C-6 と同じくカードを 1 枚捨てて 1 枚引く。
rules-book-house = ハウスルール
rules-book-house-text = ハウスルールは、もとのルールと比べて、スイッチのあるルールをオンかオフにしたもの。最初からあるどのルールにも入っておらず、ハウスルールでしかオンにできないルールもある（下のルールなど）。
rule-h-kn-1 = クイーンを 1 人しか手元に置いていないプレイヤーからは、騎士でクイーンを奪えない（最後のクイーンは騎士から守られる。虹のクイーンもここでは 1 人と数える）。このルールは最初からあるどのルールにも入っていない。オリジナルルールか拡張ルールをもとにしたハウスルールでオンにできる。
switch-name-lone-queen = 最後のクイーンは奪われない
switch-h-kn-1 = 騎士は、クイーンを 1 人しか持たないプレイヤーからは奪えない。
rules-book-mad-queens = マッド・クイーン
rules-book-mad-queens-text = 普通のトランプで遊ぶ、運だめしの別のゲーム。言葉：山札（各プレイヤーの伏せたカードの山）、めくり札（今のプレイでめくったカード）、得点札（伏せて重ねた山。一番上は最後に加えたカード。得点になるのは確保したカードだけ）、待っているクイーン（準備で取り出し、確保するたびに 1 人ずつ山札に混ぜる）、めくったクイーン（支払って捨て、数えられるように見えるところに置く）、全員に共通の禁止カード 2 枚、各プレイヤーだけの一時禁止カード、禁止カードの山札とその捨て札。
rule-m-1 = 準備：何人でも遊べる（ゲームでは 1～6 人）。各プレイヤーは 54 枚（52 枚とジョーカー 2 枚）の山札を持ち、その中のクイーン 4 人を取り出して山札の横に待たせ、残りの 50 枚をシャッフルする。54 枚の禁止カードの山札をシャッフルし、2 枚を表向けて禁止カードにする。2 枚の禁止カードが同じ数字になることはない：同じなら、違う数字になるまでさらにめくる（めくったものは禁止カードの捨て札へ）。準備で禁止カードとしてめくられたクイーンやジョーカーは、最初のプレイの前に M-9 のとおりに効く。
rule-m-2 = プレイ：全員が同時にプレイし、互いを待つ。ゲームに残っている全員がプレイを終えるとラウンドが終わる。このゲームでは、各プレイヤーのプレイはラウンドが終わるまでほかの人には見えない（1 つの画面では、画面を渡しながら 1 人ずつ見えないように遊び、CPU はその横で同時にプレイする）。あるプレイヤーのプレイがほかの人のプレイを変えることはない。ただし一時禁止カードを引くこと（M-7）だけは別で、席の順に引く。プレイは山札の一番上をめくって始まる。プレイが続いているとき（バーストもせず、次をめくらされもしないカードの後）は、もう 1 枚めくるか、めくり札を確保するかを選ぶ。
rule-m-3 = バースト：めくったカードの数字が禁止カードの数字と同じとき、そのマークが禁止カードのクイーンに禁止されているとき（M-9）、または自分の一時禁止カードに対して同じことが起きたとき、バーストする：めくり札をすべて捨て、プレイは終わる。M-4 ですでに確保したカードは得点札に残る。その禁止カードには「当たった」ことになる。ジョーカーには数字もマークもないので、それだけでバーストすることはない。
rule-m-4 = 完全一致：禁止カード（共通でも一時でも）と数字もマークも同じカードをめくっても、バーストしない。すぐに表向きで得点札の一番上に確保され、得点は 2 倍（ハートなら 4 点、それ以外は 2 点）。このカードは、何らかの形で一致するすべての禁止カード（完全一致、同じ数字、禁止カードのクイーンのマーク。共通も一時も）に当たる（M-8）。例えば共通のハートの 5 と一時のクラブの 5 があれば、ハートの 5 はどちらにも当たる。ただし確保したことにはならない（M-7 の手順はない）。プレイは続き、もう 1 枚めくるか確保するかを選ぶ。めくり札が空になっていても確保してよい。
rule-m-5 = ジョーカー：ジョーカーをめくったら、すぐにもう 2 枚めくる。その 2 枚は、まず完全一致（M-4）、次にその中のクイーンへの支払い（M-6）、最後にどちらかがバーストならめくり札がバースト（M-3）、の順に解決する。その中のクイーンはさらに 1 枚、ジョーカーはさらに 2 枚をめくらせる。確保したジョーカーは 1 点。
rule-m-6 = クイーン：めくったクイーンに支払う枚数は 2 枚と、このプレイでめくった同じマークのほかのカード 1 枚につき 1 枚（完全一致やめくらされたカードも数える。クイーン自身は数えない）。得点札の上からその枚数を捨てて支払い、クイーンはめくったクイーンのところへ捨てる（確保されず、二度と使われない）。その後、もう 1 枚めくらなければならない。得点札の枚数が支払う枚数より少ないときは、そのプレイヤーのゲームはすぐに終わる：何も支払わず、めくり札は捨てる。
rule-m-7 = 確保：めくり札を、めくった順に得点札に重ねる（最後にめくったカードが一番上）。次に、待っているクイーンを 1 人、山札のランダムな位置に混ぜる。待っているクイーンがいなければ、禁止カードの山札から一時禁止カードを 1 枚引く。これは次のプレイからそのプレイヤーだけに効き、共通の禁止カードと同じように禁止し（クイーンならそのマーク）、入れ替えられることはない。自分の一時禁止カードのどれかに当たったら（バーストでも完全一致でも）、すべて捨てる。一時禁止カードのジョーカーは、禁止カードのジョーカーの効果（M-9）を持ち主 1 人だけに起こし、それから捨てて引き直す。
rule-m-8 = 禁止カードの入れ替え：ラウンドが終わったら、そのラウンドで当たった共通の禁止カードを、禁止カードの山札から引いたカードと入れ替える（1 枚目の場所、次に 2 枚目の場所の順）。2 枚の数字は違うままにする（M-1）。新しいクイーンやジョーカーは M-9 のとおりに効く。当たったカードは入れ替えのカードが引かれるまでその場所に残り、その後で禁止カードの捨て札へ行くので、場所が空になることはない。禁止カードの山札が尽きたら、その捨て札（入れ替え中のカードは除く）をシャッフルして新しい山札にする。どちらも空なら、当たったカードはそのまま残る。
rule-m-9 = 禁止カードのクイーンとジョーカー：禁止カードのクイーンは、そのマーク全体を禁止する（Q という数字ではない）。禁止カードのジョーカーでは、ゲームに残っている全員が 2 枚めくる。その中に一致（もう一方の禁止カードの数字、それがクイーンならそのマーク、またはジョーカー）があれば、2 枚とも確保しなければならない（完全一致は 2 倍、その後 M-7 の手順）。なければ 2 枚とも捨てる。こうしてめくったクイーンには支払いが必要で（M-6）、確保されることはなく、一致にもならない。この 2 枚がさらにめくらせることはなく（ジョーカーは一致であって、新しいジョーカーの効果ではない）、その一致は当たりにならない（禁止カードは入れ替わらない）。最後にジョーカーを捨てて入れ替える。
rule-m-10 = 終わり：プレイヤーのゲームが終わるのは、クイーンに支払えないとき（M-6）、4 人目のクイーンに支払った後（めくり札は捨てる）、めくらなければならないのに山札が空のとき（めくり札は捨てる。めくるかどうか選べる場面なら、めくることが選べないだけ）、または山札が 12 枚以下のときにプレイの始めに降りることを選んだとき。全員のゲームが終わったら、得点が最も多い人の勝ち：確保したカードは 1 枚 1 点、ハートは 2 点、完全一致は 2 倍。同点なら全員の勝ち。
