package ui

import (
	"io"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// showStats shows the statistics per variant and level (see
// statsVariants), with a Reset that asks first.
func (p *Play) showStats() {
	stats := p.s.Stats()
	if stats == nil {
		return
	}
	head, table := statsTable(stats)
	var d dialog.Dialog
	reset := widget.NewButton(lang.L("stats.reset"), func() {
		c := dialog.NewConfirm(lang.L("stats.reset.title"), lang.L("stats.reset.message"), func(ok bool) {
			if ok {
				p.s.ResetStats()
				d.Hide()
			}
		}, p.win)
		c.SetConfirmText(lang.L("stats.reset.confirm"))
		c.SetDismissText(lang.L("stats.reset.keep"))
		p.showDialog(c)
	})
	// The line under the tabs says where an export went: the window's
	// status line, which says it too, is under this window.
	saved := widget.NewLabel("")
	saved.Truncation = fyne.TextTruncateEllipsis
	tell := p.tellStats
	p.statsSaved = saved
	export := widget.NewButton(lang.L("stats.export"), func() {
		p.saveAsTold(".csv", "sudoku-statistics.csv", func(w io.Writer) error { return game.WriteStatsCSV(w, stats) }, tell)
	})
	history := p.newHistoryView(p.s.History(), func(i int) {
		d.Hide()
		p.s.PlayAgain(i)
	}, tell)
	tabs := container.NewAppTabs(
		container.NewTabItem(lang.L("stats.tab.levels"), statsLevelsPane(head, table, container.NewHBox(reset, export))),
		container.NewTabItem(lang.L("stats.tab.history"), history.box),
		container.NewTabItem(lang.L("stats.tab.charts"), newChartsView(p.s.History(), p.s.Now()).box),
	)
	d = dialog.NewCustom(lang.L("stats.title"), lang.L("stats.close"), container.NewBorder(nil, saved, nil, nil, tabs), p.win)
	p.showHolding(d)
}

// statsLevelsPane is the Levels tab: the table's headings, its rows
// under them, then the buttons. A row per variant and level is taller
// than the narrowest window: the rows scroll, in at most statsHeight
// with the headings, which stay (they scrolled away with the rows,
// leaving columns of numbers nobody could name).
func statsLevelsPane(head, rows *fyne.Container, buttons fyne.CanvasObject) *fyne.Container {
	scroll := container.NewVScroll(rows)
	scroll.SetMinSize(fyne.NewSize(rows.MinSize().Width, min(rows.MinSize().Height, statsHeight-head.MinSize().Height-theme.Padding())))
	return container.NewVBox(head, scroll, buttons)
}

// statsHeight is the most height the statistics' rows take in their
// dialog; more scroll. The dialog, its title and buttons with it, then
// fits the narrowest window, 640 px high.
const statsHeight = 360

// statsTable is the table of the statistics: its row of headings, and
// its rows, a row per variant and level, which scroll under the headings.
// Each column of both is as wide as its widest cell in either (see
// tableLayout), and counts are written short (see itoa), so that even
// counts at their limit fit the window side by side.
func statsTable(stats *game.Stats) (head, rows *fyne.Container) {
	headings := []fyne.CanvasObject{widget.NewLabel("")}
	for _, k := range []string{"stats.started", "stats.solved", "stats.given-up", "stats.best", "stats.average", "stats.streak"} {
		headings = append(headings, newStrongLabel(lang.L(k), fyne.TextAlignTrailing))
	}
	var cells []fyne.CanvasObject
	for _, v := range statsVariants(stats) {
		// A row naming the variant, then a row a level, named by the
		// level alone, so that the first column stays narrow.
		cells = append(cells, newStrongLabel(variantName(v), fyne.TextAlignLeading))
		for range 6 {
			cells = append(cells, widget.NewLabel(""))
		}
		for _, l := range statsLevels(stats, v) {
			cells = append(cells, statsRow(levelName(l.String()), stats.LevelIn(v, l))...)
		}
	}
	head = container.New(&tableLayout{cols: 7}, headings...)
	rows = container.New(&tableLayout{cols: 7, also: head}, cells...)
	head.Layout.(*tableLayout).also = rows
	return head, rows
}

// statsLevels are the levels the table has rows for under variant v:
// those New offers for it (all five on 9x9, fewer on the small grids),
// and any other with games kept (a pasted 6x6 rated medium).
func statsLevels(stats *game.Stats, v geometry.Variant) []logic.Level {
	offered := session.LevelsOf(v)
	var out []logic.Level
	for _, l := range logic.Levels {
		if slices.Contains(offered, l) || stats.LevelIn(v, l) != (game.LevelStats{}) {
			out = append(out, l)
		}
	}
	return out
}

// statsVariants are the variants the table has rows for: classic, and
// those with statistics kept (played, from New, a pasted or entered
// puzzle, or in an older version), in the order of
// game.CompareVariants; a variant never played would only add rows of
// zeros.
func statsVariants(stats *game.Stats) []geometry.Variant {
	out := []geometry.Variant{{}}
	for _, v := range stats.Variants() {
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	slices.SortFunc(out, game.CompareVariants)
	return out
}

// itoa writes a count of games: in full below a million, else with three
// significant digits and a unit (million, billion, trillion, then powers
// of ten), as "9.22×10¹⁸" for the largest count there is: nineteen digits
// overlapped their neighbours.
func itoa(n int) string {
	if n < 1_000_000 {
		return lang.L("stats.number", map[string]any{"N": n})
	}
	digits := strconv.Itoa(n)
	exp := (len(digits) - 1) / 3 * 3
	whole := len(digits) - exp // 1 to 3 digits before the point
	mant := digits[:whole]
	if whole < 3 {
		mant += "." + digits[whole:3] // truncated: never rounded up into the next unit
	}
	return lang.L(bigNumberKeys[exp], map[string]any{"N": mant})
}

// bigNumberKeys word a count of 10^exp and more by exp: "9.22M".
var bigNumberKeys = map[int]string{
	6: "stats.number.e6", 9: "stats.number.e9", 12: "stats.number.e12", 15: "stats.number.e15", 18: "stats.number.e18",
}

// tableLayout lays its objects out in rows of cols cells, each column as
// wide as its widest cell and each row as high as its highest, with the
// theme's padding between the rows (labels keep their own padding at
// their sides). Extra width goes to the first column.
type tableLayout struct {
	cols int
	// also is the other part of the table, nil for none: the headings
	// for the rows, the rows for the headings. Each column is as wide as
	// the widest of its cells in both, so that they line up.
	also *fyne.Container
}

// sizes returns the widths of the columns and the heights of the rows.
func (t *tableLayout) sizes(objects []fyne.CanvasObject) (widths, heights []float32) {
	widths = make([]float32, t.cols)
	heights = make([]float32, (len(objects)+t.cols-1)/t.cols)
	for i, o := range objects {
		m := o.MinSize()
		widths[i%t.cols] = max(widths[i%t.cols], m.Width)
		heights[i/t.cols] = max(heights[i/t.cols], m.Height)
	}
	if t.also != nil {
		for i, o := range t.also.Objects {
			widths[i%t.cols] = max(widths[i%t.cols], o.MinSize().Width)
		}
	}
	return widths, heights
}

// MinSize is the sum of the columns' widths and of the rows' heights.
func (t *tableLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	widths, heights := t.sizes(objects)
	pad := theme.Padding()
	var size fyne.Size
	for _, w := range widths {
		size.Width += w
	}
	for _, h := range heights {
		size.Height += h
	}
	size.Height += pad * float32(max(len(heights)-1, 0))
	return size
}

// Layout places each cell in its column and row.
func (t *tableLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	widths, heights := t.sizes(objects)
	if extra := size.Width - t.MinSize(objects).Width; extra > 0 && len(widths) > 0 {
		widths[0] += extra
	}
	pad := theme.Padding()
	x := make([]float32, len(widths))
	for i := 1; i < len(widths); i++ {
		x[i] = x[i-1] + widths[i-1]
	}
	var y float32
	for r, h := range heights {
		for c := 0; c < t.cols && r*t.cols+c < len(objects); c++ {
			o := objects[r*t.cols+c]
			o.Move(fyne.NewPos(x[c], y))
			o.Resize(fyne.NewSize(widths[c], h))
		}
		y += h + pad
	}
}

// statsRow is the row of the statistics of one level: its name, then the
// games started, won and given up, the best and average times and the
// streak.
func statsRow(name string, s game.LevelStats) []fyne.CanvasObject {
	best, avg := "–", "–"
	if s.HasBest() { // games won with hints set no best time
		best = formatDuration(s.BestTime)
	}
	if s.Solved > 0 {
		avg = formatDuration(s.Average())
	}
	cells := []fyne.CanvasObject{newStrongLabel(name, fyne.TextAlignLeading)}
	for _, v := range []string{itoa(s.Started), itoa(s.Solved), itoa(s.GivenUp), best, avg, itoa(s.Streak)} {
		cells = append(cells, widget.NewLabelWithStyle(v, fyne.TextAlignTrailing, fyne.TextStyle{}))
	}
	return cells
}

// tellStats shows words in the statistics window's line under its tabs.
func (p *Play) tellStats(words string) {
	if p.statsSaved != nil {
		p.statsSaved.SetText(words)
	}
}
