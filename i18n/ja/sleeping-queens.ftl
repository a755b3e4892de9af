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

## Pause

pause-heading = 一時停止中
pause-resume = 再開
pause-rules = ルール
pause-settings = 設定
pause-save-as = 名前をつけてセーブ
pause-save-name-hint = セーブ名
pause-save = セーブ
pause-saved-as = { $path } にセーブしました
pause-quit = セーブしてメニューへ

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
setup-house-rules-words = ファイルから読むハウスルール。
setup-house-rules-file = ハウスルールのファイル
setup-house-rules-hint = パス/rules.ron
setup-who-starts = 先手
setup-random = ランダム
setup-seed = シード値（任意）
setup-seed-hint = ランダム
setup-error-rules-file = ルールのファイル `{ $file }` を読めません：{ $error }
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
load-delete-confirm = { $file } を完全に削除しますか？

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
log-button-hint = ゲームログを開く（L）
log-heading = ゲームログ
cover-pass-to = 画面を{ $name }に渡してください
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
mad-odds = 次のカードでバーストする確率：{ $percent }%（残り { $left } 枚中 { $busting } 枚）
mad-reveal-button = めくる（R）
mad-bank-button = 確保（B）
mad-start-button = 始める（R）
mad-stop-button = 降りる（S）
mad-ask-reveal-or-bank = めくり札：{ $cards } 枚、{ $points } 点。もう 1 枚めくる？それとも確保する？
mad-ask-start-or-stop = 山札の残りは { $cards } 枚：このプレイを始める？それとも降りて { $points } 点を守る？
mad-waiting-for = { $names }のプレイが終わるのを待っています…
mad-round = ラウンド { $round }
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
mad-rules-keys = キー
mad-rules-keys-text = R めくる・始める、B 確保、S 降りる；スペースかクリックでアニメーションを飛ばす；L ログ；F1 ルール；Esc 一時停止。
mad-results-won = { $names }の勝ち
mad-results-points = { $name }：{ $points } 点
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
mad-summary-turned = { $cards } をめくった
mad-summary-banked = { $cards } 枚を確保して { $points } 点
mad-summary-bust = { $card } でバースト
mad-summary-stopped = 降りた
mad-summary-cannot-pay = クイーンに支払えず脱落
mad-summary-fourth-queen = 4 人目のクイーンで脱落
mad-summary-deck-empty = 山札切れで脱落
load-date-format = %Y年%-m月%-d日 %H:%M
load-detail-mad = { $rules } · { $seats } · ラウンド { $turn } · { $lead }
cover-look-away = ほかの人は見ないでください。準備ができたらクリック。
