package ui

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

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
	w.board.Selected = v.Selected
	w.board.SameDigit = v.SameDigit
	w.board.Links = nil
	if h := v.Hint; h != nil && h.Depth == logic.Full && h.Step != nil {
		w.board.Links = h.Step.Links
	}
	w.board.Refresh()
	if w.cover.Hidden == v.Paused {
		w.coverBG.FillColor = theme.Color(theme.ColorNameBackground) // the theme in force now
		w.cover.Hidden = !v.Paused
		w.cover.Refresh()
	}
	if !v.Over && w.solved.shown() {
		w.solved.hide()
	}
	if w.tools.Hidden != entering {
		w.tools.Hidden, w.entryTools.Hidden = entering, !entering
		w.header.Refresh() // lays the header out again
	}
	w.palette.update(v.Left, v.Armed, v.Noting, !v.Enabled.Notes, !v.Enabled.Digits)
	e := v.Enabled
	for _, b := range [...]struct {
		key string
		on  bool
	}{
		{"undo", e.Undo}, {"redo", e.Redo}, {"hint", e.Hint}, {"check", e.Check}, {"answer", e.Answer},
		{"new", e.New}, {"start", e.Start}, {"cancel", e.Cancel}, {"pause", !entering && !v.Over},
	} {
		enable(w.buttons[b.key], b.on)
	}
	enable(w.palette.keys[0], e.Erase)
	p.enableMenu([...]menuState{{"new", e.New}, {"restart", e.Restart}, {"enter", e.Enter}, {"fill", e.Fill}})
	if icon := pauseIcon(v.Paused); w.buttons["pause"].Icon != icon {
		w.buttons["pause"].SetIcon(icon)
	}
	level := lang.L("label.entering")
	if !entering {
		level = levelName(v.Level.String())
	}
	if w.level.Text != level {
		w.level.SetText(level)
	}
	status := message(v.Status)
	apply := false
	if h := v.Hint; h != nil {
		status = h.Text(h.Depth, stepLanguage())
		if len(w.board.Links) > 0 {
			status += "\n" + lang.L("hint.links")
		}
		apply = h.Kind != logic.Solved
	}
	if v.Paused { // the cover hides the board, and the words about it
		status, apply = "", false
	}
	if w.status.Text != status {
		w.status.SetText(status)
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
	banner := message(v.Banner)
	if w.banner.Text != banner || w.banner.Hidden != (banner == "") {
		w.banner.SetText(banner)
		w.banner.Hidden = banner == ""
		w.banner.Refresh()
	}
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
}

// menuState is whether the main menu's item of a key is enabled.
type menuState struct {
	key string
	on  bool
}

// enableMenu enables or disables the main menu's items by key, and
// redraws the menu when any changed.
func (p *Play) enableMenu(items [4]menuState) {
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
}

// ask shows a question of the session and gives it the answer.
func (p *Play) ask(q session.Question) {
	ok := lang.L("dialog." + q.Key + ".ok")
	if q.Key == "answer" {
		ok = lang.L("dialog.answer.show")
	}
	d := dialog.NewConfirm(lang.L("dialog."+q.Key+".title"), lang.L("dialog."+q.Key+".message"), func(yes bool) {
		p.s.Reply(yes)
		p.focusBoard()
	}, p.win)
	d.SetConfirmText(ok)
	d.SetDismissText(lang.L("dialog.keep"))
	p.showDialog(d)
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
			args[k] = formatDuration(v.Round(time.Second))
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

// tick shows the game's time; a puzzle being entered has none.
func (p *Play) tick() {
	if p.view.Mode == session.Entering {
		if p.w.clock.Text != "" {
			p.w.clock.SetText("")
		}
		return
	}
	if t := formatDuration(p.s.Elapsed().Round(time.Second)); p.w.clock.Text != t {
		p.w.clock.SetText(t)
	}
}

// formatDuration writes a duration as m:ss, or h:mm:ss past an hour.
func formatDuration(d time.Duration) string {
	s := int(d / time.Second)
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
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", p.levelItems()...), p.win.Canvas(), pos.Add(fyne.NewPos(0, b.Size().Height)))
}

// Greet opens the levels over the board on a first start, when the
// session found no saved game to resume and nothing has been played yet:
// the player picks a level before playing. A resumed game is played on.
// The window calls it once it is shown and laid out.
func (p *Play) Greet() {
	if !p.s.Fresh() || p.s.InProgress() || p.view.Mode != session.Playing || p.covered() {
		return
	}
	m := widget.NewPopUpMenu(fyne.NewMenu("", p.levelItems()...), p.win.Canvas())
	b := p.w.board
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
	size := m.MinSize()
	m.ShowAtPosition(at.AddXY((b.Size().Width-size.Width)/2, (b.Size().Height-size.Height)/2))
}

// levelItems are menu items for a new game of each level; the session
// asks before it drops a game in progress.
func (p *Play) levelItems() []*fyne.MenuItem {
	var items []*fyne.MenuItem
	for _, name := range session.LevelNames {
		items = append(items, fyne.NewMenuItem(levelName(name), p.act(func() { p.s.New(name) })))
	}
	return items
}
