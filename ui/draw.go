package ui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// draw copies a view of the session into the widgets, and acts once on
// what it asks: a question, a solved game, a list to pick from, an alert.
func (p *Play) draw(v session.View) {
	w := p.w
	p.view = v
	entering := v.Mode == session.Entering
	w.board.Cells = v.Cells
	w.board.Cages = v.Cages
	w.board.FaultCage = v.FaultCage
	w.board.Selected = v.Selected
	w.board.Selection = v.Selection
	w.board.HighContrast = p.settings.HighContrastColours
	w.board.Coordinates = p.settings.Coordinates
	w.board.SameDigit = p.sameDigit(v)
	beat := p.drawHintMarks(v.Hint)
	if beat != nil {
		p.drawBeatCells(beat)
	}
	p.drawAids(v) // after the hint's marks: an answer's are its own
	w.board.Refresh()
	p.drawCover(v)
	if !v.Over && w.solved.shown() {
		w.solved.hide()
	}
	if w.tools.Hidden != entering {
		w.tools.Hidden, w.entryTools.Hidden = entering, !entering
		w.header.Refresh() // lays the header out again
	}
	e := v.Enabled
	w.palette.update(v.Left, e.Keys, v.Armed, v.Noting, e.Notes)
	w.palette.updateMarks(v.Marking, e.Marks, p.settings.HighContrastColours)
	w.palette.hideCounts(v.Choosing) // no puzzle yet: nothing is left of it
	for _, b := range [...]struct {
		key string
		on  bool
	}{
		{"undo", e.Undo}, {"redo", e.Redo}, {"hint", e.Hint}, {"check", e.Check}, {"answer", e.Answer},
		{"new", e.New}, {"start", e.Start}, {"cancel", e.Cancel}, {"cages", e.Cages},
		{"pause", e.Pause},
	} {
		enable(w.buttons[b.key], b.on)
	}
	p.enableMenu([...]menuState{{"new", e.New}, {"restart", e.Restart}, {"enter", e.Enter}, {"fill", e.Fill},
		{"checkpoint", e.Checkpoint}, {"back", e.Back}, {"mistake", e.Mistake}})
	setImportance(w.buttons["cages"], v.Caging) // lit while cages are formed
	if icon := pauseIcon(v.Paused); w.buttons["pause"].Icon != icon {
		w.buttons["pause"].SetIcon(icon)
	}
	level := lang.L("label.entering")
	switch {
	case v.Choosing: // no level yet
		level = ""
	case !entering:
		level = gameLevelName(v.Variant, v.Level)
	}
	if w.level.Text != level {
		w.level.SetText(level)
	}
	p.drawCombos(v.Combos)
	p.drawSum(v.Sum)
	status, stale := message(v.Status), ""
	if v.StatusExpires && v.Hint == nil {
		status, stale = "", status // words that go stale: the toast's
	}
	p.drawToast(v, stale)
	if h := v.Hint; h != nil {
		status = h.TextNamed(h.Depth, stepLanguage(p.language), p.settings.CellNames)
		switch {
		case beat != nil:
			status = beatWords(h.Beat, h.Beats, beat)
		case h.Back > 0: // the whole step, over a beat the player left
			status = lang.L("hint.beat.whole", map[string]any{"Back": h.Back}) + " " + status
			if len(w.board.Links) > 0 {
				status += "\n" + lang.L("hint.legend")
			}
		case len(w.board.Links) > 0:
			status += "\n" + lang.L("hint.legend")
		}
	}
	status = whyWords(v, status)
	apply := e.Apply
	p.drawBeatBar(v.Hint)
	if w.status.raw != status {
		w.status.SetText(status)
		w.status.Hidden = status == ""
	}
	if b := w.buttons["apply"]; b.Visible() != apply {
		// Show refreshes the button first: a button made hidden leaves its
		// icon out of its size until then, and the panel laid out before
		// that gave it too little room, its icon and text running over the
		// window's edge.
		if apply {
			b.Show()
		} else {
			b.Hide()
		}
		w.panel.Refresh() // lays the panel out again
	}
	if full := message(v.Banner); w.bannerTip.tip != full || w.bannerBox.Hidden != (full == "") {
		short := full
		if key, ok := bannerWords[v.Banner.Key]; ok {
			short = lang.L(key)
		}
		w.banner.SetText(short)
		w.bannerTip.tip = full
		w.bannerBox.Hidden = full == ""
		w.words.Refresh() // lays the banner and the status out again
	}
	p.relayoutPanel()
	p.keepLevel(v)
	p.keepVariant(v)
	if life := p.opts.StatusLife; life > 0 && v.StatusExpires && v.StatusID != p.expiring {
		p.expiring = v.StatusID
		id := v.StatusID
		if p.expiry != nil {
			p.expiry.Stop()
		}
		p.expiry = time.AfterFunc(life, func() { p.opts.Post(func() { p.s.ExpireStatus(id) }) })
	}
	p.tick()
	p.once(v)
	p.drawPicker(v)
}

// menuState is whether the main menu's item of a key is enabled.
type menuState struct {
	key string
	on  bool
}

// enableMenu enables or disables the main menu's items by key, and
// redraws the menu when any changed.
func (p *Play) enableMenu(items [7]menuState) {
	changed := false
	for _, m := range items {
		if it := p.w.menu[m.key]; it != nil && it.Disabled == m.on {
			it.Disabled = !m.on
			changed = true
		}
	}
	if m := p.win.MainMenu(); changed && m != nil {
		m.Refresh()
	}
}

// pauseIcon is the header's pause button's icon: pause, or play to go on.
func pauseIcon(paused bool) fyne.Resource {
	if paused {
		return theme.MediaPlayIcon()
	}
	return theme.MediaPauseIcon()
}

// once acts on the one-shot parts of a view.
func (p *Play) once(v session.View) {
	if q := v.Question; q != nil {
		p.ask(*q)
	}
	if v.Won != nil {
		p.w.solved.show(*v.Won)
	}
	if v.List != nil {
		p.showPuzzleList(v.List)
	}
	if v.Alert != nil {
		p.showError(fmt.Errorf("%s", message(*v.Alert)))
	}
	if v.Clipboard != "" {
		cb := p.clip
		if cb == nil {
			cb = p.clipboardOf(nil) // the app's
		}
		cb.SetContent(v.Clipboard)
	}
	p.clip = nil
	if v.Levels {
		p.chooseLevel()
	}
	if v.KeyTaken {
		p.w.board.dropKeyRune()
	}
}

// pick plays puzzle i of the list open, and returns why it cannot be
// played, nil when it can (see session.Session.Pick).
func (p *Play) pick(i int) *session.Message {
	p.s.Pick(i)
	return p.view.Refused
}

// ask shows a question of the session and gives it the answer.
func (p *Play) ask(q session.Question) {
	ok := lang.L("dialog." + q.Key + ".ok")
	if q.Key == "answer" {
		ok = lang.L("dialog.answer.show")
	}
	title := message(session.Message{Key: "dialog." + q.Key + ".title", Args: q.Args})
	words := message(session.Message{Key: "dialog." + q.Key + ".message", Args: q.Args})
	d := dialog.NewConfirm(title, words, func(yes bool) {
		p.s.Reply(yes)
		p.focusBoard()
	}, p.win)
	d.SetConfirmText(ok)
	d.SetDismissText(lang.L("dialog.keep"))
	p.showDialog(d)
}

// bannerWords are the short words the banner shows for a save that
// fails; its tip says it whole, with the error and the file's path.
var bannerWords = map[string]string{
	"status.save-failed":       "banner.save-failed",
	"status.stats-save-failed": "banner.stats-save-failed",
	"status.saves-failed":      "banner.saves-failed",
}

// message words a session message in the language in force.
func message(m session.Message) string {
	if m.Empty() {
		return ""
	}
	if len(m.Args) == 0 {
		return lang.L(m.Key)
	}
	args := make(map[string]any, len(m.Args))
	for k, v := range m.Args {
		switch v := v.(type) {
		case session.Term:
			args[k] = lang.L(string(v))
		case time.Duration:
			args[k] = formatDuration(v)
		default:
			args[k] = v
		}
	}
	return lang.L(m.Key, args)
}

// say shows a message of the window's own in the status line, through
// the session so that the next verb's words replace it.
func (p *Play) say(key string, args map[string]any) {
	p.s.Notify(session.Message{Key: key, Args: args})
}

// tick shows the game's time; a puzzle being entered has none, and nor
// has the first start before a level is picked.
func (p *Play) tick() {
	if p.view.Mode == session.Entering || p.view.Choosing {
		if p.w.clock.Text != "" {
			p.w.clock.SetText("")
		}
		return
	}
	if t := formatDuration(p.s.Elapsed()); p.w.clock.Text != t {
		p.w.clock.SetText(t)
	}
}

// formatDuration writes a duration as m:ss, or h:mm:ss past an hour, in
// the whole seconds the session counts (see session.WholeSeconds): the
// clock, the solved card, the status line and the statistics all show a
// time through it.
func formatDuration(d time.Duration) string {
	s := int(session.WholeSeconds(d) / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// chooseLevel pops up the levels under the New button.
func (p *Play) chooseLevel() {
	b := p.w.buttons["new"]
	if p.view.Mode == session.Entering { // New is hidden
		b = p.w.buttons["cancel"]
	}
	pos := p.app.Driver().AbsolutePositionForObject(b)
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", p.newMenuItems()...), p.win.Canvas(), pos.Add(fyne.NewPos(0, b.Size().Height)))
}

// newMenuItems are the items under the New button: the levels, then the
// variants, the one New plays ticked; a variant chosen offers the levels
// again.
func (p *Play) newMenuItems() []*fyne.MenuItem {
	items := append(p.levelItems(), fyne.NewMenuItemSeparator())
	return append(items, p.variantItems(p.chooseLevel)...)
}

// drawCover covers the board, or uncovers it: the level card of a first
// start, a puzzle being made, a pause, in that order.
func (p *Play) drawCover(v session.View) {
	w := p.w
	on := v.Paused || v.Choosing || v.Making != 0
	making := v.Making != 0
	greet := v.Choosing && !making
	paused := on && !making && !greet
	if making {
		if t := lang.L("cover.making." + v.Making.String()); w.making.Text != t {
			w.making.SetText(t)
		}
	}
	if greet {
		w.greet.choose(v.NewVariant)
	}
	if greet && !w.greet.box.Visible() {
		w.greet.show(v.Suggested)
	} else if !greet {
		w.greet.hide()
	}
	if w.cover.Hidden != on && w.makingBox.Hidden != making && w.pausedBox.Hidden != paused {
		return
	}
	w.coverBG.FillColor = colorOf(w.board, p.app, theme.ColorNameBackground) // the theme in force now
	w.makingBox.Hidden, w.pausedBox.Hidden = !making, !paused
	w.cover.Hidden = !on
	if w.board.Hidden != (greet || making) { // no puzzle to see behind the card, nor the one being replaced
		w.board.Hidden = greet || making
		w.board.Refresh()
	}
	w.cover.Refresh()
}

// keepLevel keeps the level of the game played in the preferences, for
// the next first start to offer (see session.Options.LastLevel).
func (p *Play) keepLevel(v session.View) {
	if p.opts.Prefs == nil || v.Mode != session.Playing || v.Choosing || v.Level == 0 {
		return
	}
	if name := v.Level.String(); p.opts.Prefs.String(prefLastLevel) != name {
		p.opts.Prefs.SetString(prefLastLevel, name)
	}
}

// prefLastLevel is the preference that keeps the level last played.
const prefLastLevel = "play.last-level"

// prefLastVariant is the preference that keeps the variant last chosen
// for a new game (see session.Options.LastVariant).
const prefLastVariant = "play.last-variant"

// keepVariant keeps the variant chosen for new games in the preferences.
func (p *Play) keepVariant(v session.View) {
	if p.opts.Prefs == nil {
		return
	}
	if name := v.NewVariant.String(); p.opts.Prefs.StringWithFallback(prefLastVariant, game.Classic.String()) != name {
		p.opts.Prefs.SetString(prefLastVariant, name)
	}
}

// levelItems are menu items for a new game of each level; the session
// asks before it drops a game in progress.
func (p *Play) levelItems() []*fyne.MenuItem {
	var items []*fyne.MenuItem
	for _, name := range session.LevelNames() {
		items = append(items, fyne.NewMenuItem(levelName(name), p.act(func() { p.s.New(name) })))
	}
	return items
}

// variantItems are menu items choosing the variant of the next new game,
// the one chosen ticked, each with a line on what it is; then runs after
// a choice (the levels are offered again, to pick one).
func (p *Play) variantItems(then func()) []*fyne.MenuItem {
	var items []*fyne.MenuItem
	for _, v := range game.Variants {
		it := fyne.NewMenuItem(lang.L("variant."+v.String()+".about"), func() {
			p.s.SetVariant(v)
			if then != nil {
				then()
			}
		})
		it.Checked = p.view.NewVariant == v
		items = append(items, it)
	}
	return items
}

// gameLevelName is the name of a level in a variant: "Hard", or
// "Killer · Hard".
func gameLevelName(v game.Variant, l logic.Level) string {
	if v == game.Classic {
		return levelName(l.String())
	}
	return lang.L("level." + v.String() + "." + l.String())
}

// drawCombos shows the selected cage's combinations in the panel's line
// for them, the impossible ones greyed, or hides it.
func (p *Play) drawCombos(l *session.CageLine) {
	c := p.w.combos
	if l == nil || !p.settings.ShowCombos {
		if c.Visible() {
			c.Hide()
			p.w.words.Refresh()
		}
		return
	}
	segs := []widget.RichTextSegment{&widget.TextSegment{
		Text:  lang.L("combos.head", map[string]any{"Sum": l.Sum, "Size": l.Size, "Cell": l.Anchor.String()}) + " ",
		Style: widget.RichTextStyle{Inline: true, TextStyle: fyne.TextStyle{Bold: true}, SizeName: theme.SizeNameCaptionText},
	}}
	if len(l.Combos) == 0 {
		segs = append(segs, &widget.TextSegment{Text: lang.L("combos.none"),
			Style: widget.RichTextStyle{Inline: true, SizeName: theme.SizeNameCaptionText}})
	}
	for i, cb := range l.Combos {
		if i > 0 {
			segs = append(segs, &widget.TextSegment{Text: " · ",
				Style: widget.RichTextStyle{Inline: true, ColorName: theme.ColorNameDisabled, SizeName: theme.SizeNameCaptionText}})
		}
		digits := make([]string, len(cb.Digits))
		for k, d := range cb.Digits {
			digits[k] = strconv.Itoa(int(d))
		}
		// The possible ones bold, the others greyed as placeholder text
		// is: apart at a glance, and both legible.
		st := widget.RichTextStyle{Inline: true, SizeName: theme.SizeNameCaptionText, TextStyle: fyne.TextStyle{Bold: true}}
		if !cb.Possible {
			st.ColorName, st.TextStyle = theme.ColorNamePlaceHolder, fyne.TextStyle{}
		}
		segs = append(segs, &widget.TextSegment{Text: strings.Join(digits, " "), Style: st})
	}
	c.Segments = segs
	c.Refresh()
	if !c.Visible() {
		c.Show()
		p.w.words.Refresh()
	}
}

// drawHintMarks puts on the board what the hint on show draws besides
// its cells: a chain's links, all of them or, walked beat by beat, the
// beat's own (the earlier ones faded); rings on a forcing chain's
// assumption or on what the beat is about; a single's witnesses. It
// returns the beat on show, nil for the whole step.
func (p *Play) drawHintMarks(h *session.Hint) *logic.Beat {
	b := p.w.board
	b.Links, b.Faded, b.Rings, b.RingsOn, b.Trues, b.Witnesses = nil, 0, nil, false, nil, nil
	b.HintCages, b.Innies, b.Outies = nil, nil, nil
	if h == nil || h.Depth != logic.Full || h.Step == nil {
		return nil
	}
	st := h.Step
	b.Links, b.Witnesses = st.Links, st.Witnesses
	b.HintCages, b.Innies, b.Outies = st.Cages, st.Innies, st.Outies
	beats := p.beatsOf(h)
	if h.Beat > 0 && h.Beat <= len(beats) {
		beat := &beats[h.Beat-1]
		b.Links, b.Faded, b.Rings, b.RingsOn = beat.Links, len(beat.Links)-beat.Current, beat.Marks, beat.On
		if st.Technique == logic.ForcingChain {
			b.Trues = branchTrues(beats, h.Beat-1)
			if !beat.On { // what this beat finds false is ringed red alone
				b.Trues = slices.DeleteFunc(b.Trues, func(c logic.Candidate) bool { return slices.Contains(beat.Marks, c) })
			}
		}
		return beat
	}
	if st.Technique == logic.ForcingChain && len(beats) > 0 {
		// The assumption, which the whole step proves false: ringed red
		// and struck, as its elimination is.
		b.Rings, b.RingsOn = beats[0].Marks, false
	}
	return nil
}

// drawBeatCells shows the candidates of the beat on show in the board's
// cells: what the step removes is struck only at its end (struck at the
// start it read as the assumption's opposite, "Suppose r1c4 is 3" beside
// a struck 3); on the way, and at the end, what the branch has ruled out
// so far (Beat.Struck). Every candidate the beat rings or its arrows join
// is drawn, noted by the player or not: a ring round an empty spot, or
// an arrow from one, told nothing.
func (p *Play) drawBeatCells(beat *logic.Beat) {
	cells := &p.w.board.Cells
	for i := range cells {
		// The beat's own arrows and rings tell it: the whole step's
		// candidates lit and cells shaded, forty discs at the first beat of
		// a forcing chain, hid them.
		c := &cells[i]
		c.Struck, c.Pattern, c.Fin, c.Hinted, c.Base, c.Cover = 0, 0, 0, false, false, false
	}
	for _, c := range beat.Struck {
		cells[c.Cell].Struck |= 1 << c.Digit
	}
	show := func(c logic.Candidate) {
		if cells[c.Cell].Digit == 0 && c.Digit >= 1 && c.Digit <= 9 {
			cells[c.Cell].Notes |= 1 << c.Digit
		}
	}
	for _, c := range beat.Marks {
		show(c)
	}
	for _, c := range p.w.board.Trues {
		show(c)
	}
	for _, l := range beat.Links {
		for _, n := range [2]logic.ChainNode{l.From, l.To} {
			for _, c := range n.Cells {
				show(logic.Candidate{Cell: c, Digit: n.Digit})
			}
		}
	}
}

// branchTrues returns what the beats before beat k of a forcing chain
// found true on beat k's branch: the assumption and every candidate set
// since under the same suppositions or outer ones (an inner chain's
// findings go when it ends). They stay ringed thinly in green while the
// walk goes on, as what is struck stays struck.
func branchTrues(beats []logic.Beat, k int) []logic.Candidate {
	var out []logic.Candidate
	cur := beats[k].Supposed
	switch beats[k].Kind {
	case "end": // the outer chain's, to its contradiction
		cur = beats[0].Marks
	case "nested": // an inner chain's contradiction: its findings are the reasons
		for j := k - 1; j > 0; j-- {
			if b := beats[j]; b.Kind == "start" && b.Nest == beats[k].Nest {
				cur = append(slices.Clip(cur), b.Marks...)
				break
			}
		}
	}
	for _, b := range beats[:k] {
		under := b.Supposed
		if b.Kind == "start" { // a start holds under its own supposition: an inner one's goes when its chain ends
			under = append(slices.Clip(under), b.Marks...)
		}
		if !b.On || b.Kind == "end" || len(under) > len(cur) || !slices.Equal(under, cur[:len(under)]) {
			continue
		}
		out = append(out, b.Marks...)
	}
	return out
}

// beatsOf returns the beats of the hint's step in the window's language,
// naming cells as Settings says, worked out once for each hint, language
// and naming.
func (p *Play) beatsOf(h *session.Hint) []logic.Beat {
	if h.Beats == 0 || h.Board == nil {
		return nil
	}
	language, naming := stepLanguage(p.language), p.settings.CellNames
	if c := &p.beats; c.step != h.Step || c.language != language || c.naming != naming {
		*c = beatCache{step: h.Step, language: language, naming: naming, beats: h.Step.BeatsNamed(h.Board, language, naming)}
	}
	return p.beats.beats
}

// beatCache holds the beats of the last step walked, and the height the
// tallest of their words takes at a width.
type beatCache struct {
	step     *logic.Step
	language string
	naming   logic.Naming
	beats    []logic.Beat
	width    float32
	tallest  float32
}

// beatWords is the panel's words for beat n of a walk of all: "Step n of
// all:", the beat's sentence, and the arrows' legend when it draws links.
func beatWords(n, all int, beat *logic.Beat) string {
	words := lang.L("hint.beat", map[string]any{"Beat": n, "Beats": all}) + " " + beat.Text
	if len(beat.Links) > 0 {
		words += "\n" + lang.L("hint.legend")
	}
	return words
}

// tallestBeat returns the height the words of the tallest beat of the
// hint's step take at width: the panel keeps it for the whole walk, so
// that no beat moves the board.
func (p *Play) tallestBeat(h *session.Hint, width float32) float32 {
	beats := p.beatsOf(h)
	c := &p.beats
	if c.width != width || c.tallest == 0 {
		c.width, c.tallest = width, 0
		for i := range beats {
			c.tallest = max(c.tallest, p.w.status.heightOf(beatWords(i+1, len(beats), &beats[i]), width))
		}
	}
	return c.tallest
}

// drawBeatBar shows the hint panel's Previous, Next and Whole step
// buttons while a step that can be walked beat by beat is on show.
func (p *Play) drawBeatBar(h *session.Hint) {
	w := p.w
	on := h != nil && h.Depth == logic.Full && h.Beats > 0
	if w.beatBar.Visible() != on {
		w.beatBar.Hidden = !on
		w.panel.Refresh() // lays the panel out again
	}
	if !on {
		return
	}
	enable(w.buttons["beat-prev"], h.Beat > 0 || h.Back > 0)
	enable(w.buttons["beat-next"], h.Beat < h.Beats)
	enable(w.buttons["beat-whole"], h.Beat > 0 || h.Back > 0)
}

// drawToast shows the words that go stale on the toast over the board,
// at its top edge while the selection is in the bottom three rows, and
// hides it while the board is covered.
func (p *Play) drawToast(v session.View, words string) {
	w := p.w
	if v.Paused || v.Choosing || v.Making != 0 {
		words = ""
	}
	top := v.Selected >= 0 && v.Selected.Row() >= 6
	w.toast.show(words, top, colorOf(w.board, p.app, theme.ColorNameOverlayBackground),
		colorOf(w.board, p.app, theme.ColorNamePrimary))
}
