package ui

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

// boardShape returns the shape of the grid view v shows: the game's, or
// 9x9 while a puzzle is entered (and for a view of no game). The board
// and the pad draw whatever shape it returns.
func boardShape(v session.View) sized.Shape {
	if v.Shape.Valid() {
		return v.Shape
	}
	return sized.Shape9
}

// draw copies a view of the session into the widgets, and acts once on
// what it asks: a question, a solved game, a list to pick from, an alert.
func (p *Play) draw(v session.View) {
	w := p.w
	p.view = v
	entering := v.Mode == session.Entering
	shape := boardShape(v)
	w.board.Shape, w.board.Letters = shape, p.settings.Letters
	copy(w.board.Cells[:], v.Cells[:])
	w.board.Cages = v.Cages
	w.board.FaultCage = v.FaultCage
	w.board.Flags = v.Flags
	w.board.Regions = v.Regions
	w.board.TintRegions = p.settings.TintRegions
	w.board.Selected = v.Selected
	w.board.Selection = v.Selection
	w.board.HighContrast = p.settings.HighContrastColours
	w.board.Coordinates = p.settings.Coordinates
	w.board.SameDigit = p.sameDigit(v)
	drawHintMarks(w.board, v.Hint)
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
	if w.palette.setShape(shape, p.settings.Letters) {
		w.area.Refresh() // the pad's rows changed: the board and the pad share the room anew
	}
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
	p.enableMenu([...]menuState{{"new", e.New}, {"daily", e.New}, {"replay", v.Over && v.Replay == nil}, {"restart", e.Restart}, {"enter", e.Enter}, {"fill", e.Fill},
		{"checkpoint", e.Checkpoint}, {"back", e.Back}, {"mistake", e.Mistake}, {"copy-link", e.Link}})
	p.drawReach(v)
	setImportance(w.buttons["cages"], v.Caging)                                  // lit while cages are formed
	setImportance(w.buttons["rules"], entering && v.Flags != (geometry.Flags{})) // lit while a rule is ticked
	if icon := pauseIcon(v.Paused); w.buttons["pause"].Icon != icon {
		w.buttons["pause"].SetIcon(icon)
	}
	level := lang.L("label.entering")
	short := level
	switch {
	case v.Choosing: // no level yet
		level, short = "", ""
	case !entering:
		level, short = gameLevelName(v.Variant, v.Level), levelName(v.Level.String())
	}
	// The box is as wide as the longest name of the game's rules
	// ("Killer · Extreme"), so that the clock and the pause button
	// stay put from level to level and no name runs under them.
	if w.levelName.set(level, short, widestLevelName(v.Variant), widestLevelName(geometry.Variant{})) {
		w.header.Refresh()
	}
	if v.Hint != nil || v.SizedHint != nil {
		p.drawCombos(nil) // the panel is the hint's
	} else {
		p.drawCombos(v.Combos)
		p.drawSum(v.Sum) // in the combinations' place while several cells are selected
	}
	status, stale := message(v.Status), ""
	if v.StatusExpires && v.Hint == nil && v.SizedHint == nil {
		status, stale = "", status // words that go stale: the toast's
	}
	p.drawToast(v, stale)
	if h := v.Hint; h != nil {
		status = p.beats.hintWords(h, stepLanguage(p.language), p.settings.CellNames)
	}
	if h := v.SizedHint; h != nil {
		status = h.TextWith(h.Depth, stepLanguage(p.language), p.settings.Letters)
	}
	status = whyWords(v, status)
	if v.Replay != nil {
		status = replayWords(v.Replay)
	}
	apply := e.Apply
	p.drawBeatBar(v.Hint)
	if p.drawReplay(v.Replay) {
		w.panel.Refresh() // lays the panel out again
	}
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
	if p.drawExplainButton(v.Hint) {
		w.panel.Refresh() // lays the panel out again
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
func (p *Play) enableMenu(items [10]menuState) {
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
	"status.not-saving":        "banner.not-saving",
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
		case session.Message:
			args[k] = message(v)
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
	if name := v.NewVariant.String(); p.opts.Prefs.StringWithFallback(prefLastVariant, geometry.ClassicName) != name {
		p.opts.Prefs.SetString(prefLastVariant, name)
	}
}

// levelItems are menu items for a new game of each level the variant
// chosen offers (a 4x4 has Easy alone); the session asks before it drops
// a game in progress.
func (p *Play) levelItems() []*fyne.MenuItem {
	var items []*fyne.MenuItem
	for _, l := range session.LevelsOf(p.view.NewVariant) {
		name := l.String()
		items = append(items, fyne.NewMenuItem(levelName(name), p.act(func() { p.s.New(name) })))
	}
	return items
}

// variantItems are menu items choosing the variant of the next new game,
// the one chosen ticked, each with a line on what it is; then runs after
// a choice (the levels are offered again, to pick one).
func (p *Play) variantItems(then func()) []*fyne.MenuItem {
	var items, sizes []*fyne.MenuItem
	for _, v := range cardVariants() {
		it := fyne.NewMenuItem(aboutWords(v), func() {
			p.s.SetVariant(v)
			if then != nil {
				then()
			}
		})
		it.Checked = p.view.NewVariant == v
		if v.Size != 0 {
			sizes = append(sizes, it)
			continue
		}
		items = append(items, it)
	}
	return append(items, sizesItem(sizes, p.view.NewVariant.Size != 0)...)
}

// sizesItem returns the grids of other sizes' items in one submenu, "Grid
// size", so that the menus keep to the window's height; ticked when one of
// them is chosen. None when there are none.
func sizesItem(sizes []*fyne.MenuItem, chosen bool) []*fyne.MenuItem {
	if len(sizes) == 0 {
		return nil
	}
	it := fyne.NewMenuItem(lang.L("menu.sizes"), nil)
	it.ChildMenu = fyne.NewMenu("", sizes...)
	it.Checked = chosen
	return []*fyne.MenuItem{it}
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
	head := &widget.TextSegment{
		Text:  lang.L("combos.head", map[string]any{"Sum": l.Sum, "Size": l.Size, "Cell": l.Anchor.String()}) + " ",
		Style: widget.RichTextStyle{Inline: true, TextStyle: fyne.TextStyle{Bold: true}, SizeName: theme.SizeNameCaptionText},
	}
	var combos []*widget.TextSegment
	if len(l.Combos) == 0 {
		combos = append(combos, &widget.TextSegment{Text: lang.L("combos.none"),
			Style: widget.RichTextStyle{Inline: true, SizeName: theme.SizeNameCaptionText}})
	}
	for _, cb := range l.Combos {
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
		combos = append(combos, &widget.TextSegment{Text: strings.Join(digits, " "), Style: st})
	}
	c.set(head, combos, widget.RichTextStyle{Inline: true, ColorName: theme.ColorNameDisabled, SizeName: theme.SizeNameCaptionText})
	if !c.Visible() {
		c.Show()
		p.w.words.Refresh()
	}
}

// drawHintMarks puts on board b what the hint on show draws besides its
// cells, as the session worked it out (see session.HintMarks): a chain's
// links, rings, a single's witnesses, a Killer step's cages. The main
// window and the trainer draw hints through it alike; nil clears them.
func drawHintMarks(b *Board, h *session.Hint) {
	var m session.HintMarks
	if h != nil {
		m = h.Marks
	}
	b.Links, b.Faded, b.Rings, b.RingsOn, b.Trues, b.Witnesses = m.Links, m.Faded, m.Rings, m.RingsOn, m.Trues, m.Witnesses
	b.HintCages, b.Innies, b.Outies = m.Cages, m.Innies, m.Outies
}

// hintWords is what the panel says of the hint on show, in language,
// naming cells so: the step's words, or the beat's on show with "Step n
// of all:"; over a beat the player left, a note that the whole step is on
// show; and the arrows' legend when the board draws links.
func (c *beatCache) hintWords(h *session.Hint, language string, naming logic.Naming) string {
	if beats := c.of(h, language, naming); h.Beat > 0 && h.Beat <= len(beats) && h.Depth == logic.Full {
		return beatWords(h.Beat, h.Beats, &beats[h.Beat-1])
	}
	words := h.TextNamed(h.Depth, language, naming)
	if h.Back > 0 { // the whole step, over a beat the player left
		words = lang.L("hint.beat.whole", map[string]any{"Back": h.Back}) + " " + words
	}
	if len(h.Marks.Links) > 0 {
		words += "\n" + lang.L("hint.legend")
	}
	return words
}

// beatsOf returns the beats of the hint's step in the window's language,
// naming cells as Settings says.
func (p *Play) beatsOf(h *session.Hint) []logic.Beat {
	return p.beats.of(h, stepLanguage(p.language), p.settings.CellNames)
}

// of returns the beats of the hint's step in language, naming cells so,
// for their words, worked out once for each hint, language and naming.
func (c *beatCache) of(h *session.Hint, language string, naming logic.Naming) []logic.Beat {
	if h.Beats == 0 || h.Board == nil || h.Step == nil {
		return nil
	}
	if c.step != h.Step || c.language != language || c.naming != naming {
		*c = beatCache{step: h.Step, language: language, naming: naming, beats: h.Step.BeatsNamed(h.Board, language, naming)}
	}
	return c.beats
}

// beatCache holds the beats of the last step walked.
type beatCache struct {
	step     *logic.Step
	language string
	naming   logic.Naming
	beats    []logic.Beat
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

// drawBeatBar shows the hint panel's Previous, Next and Whole step
// buttons while a step that can be walked beat by beat is on show.
func (p *Play) drawBeatBar(h *session.Hint) {
	if drawWalk(h, p.w.beatBar, p.w.buttons) {
		p.w.panel.Refresh() // lays the panel out again
	}
}

// drawWalk shows a hint's Previous, Next and Whole step buttons as the
// session says (session.Hint.Walk), and reports whether the bar came or
// went.
func drawWalk(h *session.Hint, bar *fyne.Container, buttons map[string]*widget.Button) bool {
	var walk session.WalkActions
	if h != nil {
		walk = h.Walk
	}
	changed := bar.Visible() != walk.Shown
	bar.Hidden = !walk.Shown
	if walk.Shown {
		enable(buttons["beat-prev"], walk.Prev)
		enable(buttons["beat-next"], walk.Next)
		enable(buttons["beat-whole"], walk.Whole)
	}
	return changed
}

// drawToast shows the words that go stale on the toast over the panel's
// room, and hides it while the board is covered and under the solved
// card, which says the time already.
func (p *Play) drawToast(v session.View, words string) {
	w := p.w
	if v.Paused || v.Choosing || v.Making != 0 || v.Won != nil || w.solved.shown() {
		words = ""
	}
	w.toast.show(words, colorOf(w.board, p.app, theme.ColorNameOverlayBackground),
		colorOf(w.board, p.app, theme.ColorNamePrimary))
}
