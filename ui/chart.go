package ui

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game"
)

// The charts of the statistics window draw with Fyne's canvas: each
// renderer makes its lines, dots and words anew when laid out, from the
// points package game works out (game.SolveTimes, game.WeeklyGames), in
// the colours of the theme in force.

// chartText is the size of the charts' words, a little under the body's.
func chartText() float32 { return theme.TextSize() * 0.85 }

// themeColour is the theme's colour n in the variant in force.
func themeColour(n fyne.ThemeColorName) color.Color {
	s := fyne.CurrentApp().Settings()
	return s.Theme().Color(n, s.ThemeVariant())
}

// faded returns c at the opacity a (0-255).
func faded(c color.Color, a uint8) color.Color {
	r, g, b, _ := c.RGBA()
	return color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: a}
}

// solveChart draws the times of the games won at a level: a dot a game,
// oldest at the left, equally spaced; the running median as a line; the
// best times ringed, the best named in the top corner. Games won with hints are
// hollow: they set no best.
type solveChart struct {
	widget.BaseWidget
	points []game.TimePoint
	loc    *time.Location // where its dates are the player's
}

func newSolveChart(points []game.TimePoint, loc *time.Location) *solveChart {
	c := &solveChart{points: points, loc: loc}
	c.ExtendBaseWidget(c)
	return c
}

// set shows other points.
func (c *solveChart) set(points []game.TimePoint) {
	c.points = points
	c.Refresh()
}

// MinSize keeps the chart readable at the narrowest window.
func (c *solveChart) MinSize() fyne.Size { return fyne.NewSize(300, 170) }

// CreateRenderer draws the chart.
func (c *solveChart) CreateRenderer() fyne.WidgetRenderer {
	return &chartRenderer{build: c.objects, size: c.MinSize}
}

// objects makes the chart's canvas objects for a size.
func (c *solveChart) objects(size fyne.Size) []fyne.CanvasObject {
	ts := chartText()
	fg := themeColour(theme.ColorNameForeground)
	muted := faded(fg, 170)
	if len(c.points) == 0 {
		t := canvas.NewText(lang.L("chart.times.none"), muted)
		t.TextSize = ts
		t.Move(fyne.NewPos(0, size.Height/2-ts))
		return []fyne.CanvasObject{t}
	}
	var top time.Duration
	for _, p := range c.points {
		top = max(top, p.Elapsed, p.Median)
	}
	top = roundUpMinutes(top)
	left, bottom, above := ts*3.2, ts*1.8, ts*1.6 // room for the axes' words and the best time's
	w, h := size.Width-left-ts, size.Height-bottom-above
	x := func(i int) float32 {
		if len(c.points) == 1 {
			return left + w/2
		}
		return left + w*float32(i)/float32(len(c.points)-1)
	}
	y := func(d time.Duration) float32 { return above + h*(1-float32(d)/float32(top)) }
	var out []fyne.CanvasObject
	axis := func(x1, y1, x2, y2 float32) {
		l := canvas.NewLine(faded(fg, 90))
		l.StrokeWidth = 1
		l.Position1, l.Position2 = fyne.NewPos(x1, y1), fyne.NewPos(x2, y2)
		out = append(out, l)
	}
	axis(left, y(0), left+w, y(0))
	axis(left, y(0), left, y(top))
	label := func(s string, at fyne.Position, align fyne.TextAlign, col color.Color) {
		t := canvas.NewText(s, col)
		t.TextSize, t.Alignment = ts, align
		m := t.MinSize()
		switch align {
		case fyne.TextAlignTrailing:
			at.X -= m.Width
		case fyne.TextAlignCenter:
			at.X -= m.Width / 2
		}
		t.Move(at)
		t.Resize(m)
		out = append(out, t)
	}
	label(formatDuration(top), fyne.NewPos(left-ts/3, y(top)-ts/2), fyne.TextAlignTrailing, muted)
	label("0:00", fyne.NewPos(left-ts/3, y(0)-ts/2), fyne.TextAlignTrailing, muted)
	date := func(t time.Time) string { return t.In(c.loc).Format("2006-01-02") }
	label(date(c.points[0].Ended), fyne.NewPos(left, y(0)+ts/3), fyne.TextAlignLeading, muted)
	if len(c.points) > 1 {
		label(date(c.points[len(c.points)-1].Ended), fyne.NewPos(left+w, y(0)+ts/3), fyne.TextAlignTrailing, muted)
	}
	primary, best := themeColour(theme.ColorNamePrimary), themeColour(theme.ColorNameSuccess)
	for i := 1; i < len(c.points); i++ { // the running median
		l := canvas.NewLine(faded(fg, 160))
		l.StrokeWidth = 2
		l.Position1 = fyne.NewPos(x(i-1), y(c.points[i-1].Median))
		l.Position2 = fyne.NewPos(x(i), y(c.points[i].Median))
		out = append(out, l)
	}
	r := max(2.5, min(5, w/float32(len(c.points))/2.5))
	lastBest := -1
	for i, p := range c.points {
		at := fyne.NewPos(x(i), y(p.Elapsed))
		if p.Best {
			ring := canvas.NewCircle(color.Transparent)
			ring.StrokeColor, ring.StrokeWidth = best, 2
			ring.Move(at.SubtractXY(r+3, r+3))
			ring.Resize(fyne.NewSquareSize(2 * (r + 3)))
			out = append(out, ring)
			lastBest = i
		}
		dot := canvas.NewCircle(primary)
		if p.Hinted {
			dot.FillColor, dot.StrokeColor, dot.StrokeWidth = color.Transparent, primary, 1.5
		}
		dot.Move(at.SubtractXY(r, r))
		dot.Resize(fyne.NewSquareSize(2 * r))
		out = append(out, dot)
	}
	if lastBest >= 0 { // named in the top corner, clear of the dots
		p := c.points[lastBest]
		label(lang.L("chart.times.best", map[string]any{"Time": formatDuration(p.Elapsed)}),
			fyne.NewPos(left+w, 0), fyne.TextAlignTrailing, fg)
	}
	return out
}

// roundUpMinutes rounds d up to a whole number of minutes, at least one,
// for the top of the time axis.
func roundUpMinutes(d time.Duration) time.Duration {
	return max(time.Minute, (d+time.Minute-1)/time.Minute*time.Minute)
}

// weekChart draws how many games ended each week: a bar a week, the part
// won in the theme's primary colour, the count above it, the first and
// last weeks' Mondays under the axis.
type weekChart struct {
	widget.BaseWidget
	weeks []game.WeekCount
}

func newWeekChart(weeks []game.WeekCount) *weekChart {
	c := &weekChart{weeks: weeks}
	c.ExtendBaseWidget(c)
	return c
}

// MinSize keeps the chart readable at the narrowest window.
func (c *weekChart) MinSize() fyne.Size { return fyne.NewSize(300, 110) }

// CreateRenderer draws the chart.
func (c *weekChart) CreateRenderer() fyne.WidgetRenderer {
	return &chartRenderer{build: c.objects, size: c.MinSize}
}

// objects makes the chart's canvas objects for a size.
func (c *weekChart) objects(size fyne.Size) []fyne.CanvasObject {
	ts := chartText()
	fg, primary := themeColour(theme.ColorNameForeground), themeColour(theme.ColorNamePrimary)
	muted := faded(fg, 170)
	most := 1
	for _, wk := range c.weeks {
		most = max(most, wk.Games)
	}
	bottom := ts * 1.8
	h := size.Height - bottom - ts*1.4
	base := size.Height - bottom
	var out []fyne.CanvasObject
	axis := canvas.NewLine(faded(fg, 90))
	axis.Position1, axis.Position2 = fyne.NewPos(0, base), fyne.NewPos(size.Width, base)
	out = append(out, axis)
	n := float32(max(len(c.weeks), 1))
	slot := size.Width / n
	for i, wk := range c.weeks {
		x := slot*float32(i) + slot*0.15
		bw := slot * 0.7
		all := h * float32(wk.Games) / float32(most)
		won := h * float32(wk.Solved) / float32(most)
		rest := canvas.NewRectangle(faded(fg, 60))
		rest.Move(fyne.NewPos(x, base-all))
		rest.Resize(fyne.NewSize(bw, all-won))
		bar := canvas.NewRectangle(primary)
		bar.Move(fyne.NewPos(x, base-won))
		bar.Resize(fyne.NewSize(bw, won))
		out = append(out, rest, bar)
		if wk.Games > 0 {
			t := canvas.NewText(itoa(wk.Games), muted)
			t.TextSize, t.Alignment = ts, fyne.TextAlignCenter
			t.Move(fyne.NewPos(x, base-all-ts*1.3))
			t.Resize(fyne.NewSize(bw, ts))
			out = append(out, t)
		}
	}
	if len(c.weeks) > 0 {
		day := func(t time.Time) string { return t.Format("2006-01-02") }
		first := canvas.NewText(day(c.weeks[0].Start), muted)
		first.TextSize = ts
		first.Move(fyne.NewPos(0, base+ts/3))
		last := canvas.NewText(day(c.weeks[len(c.weeks)-1].Start), muted)
		last.TextSize, last.Alignment = ts, fyne.TextAlignTrailing
		last.Move(fyne.NewPos(size.Width-last.MinSize().Width, base+ts/3))
		last.Resize(last.MinSize())
		out = append(out, first, last)
	}
	return out
}

// chartRenderer makes a chart's objects anew at each layout and refresh.
type chartRenderer struct {
	build   func(fyne.Size) []fyne.CanvasObject
	size    func() fyne.Size
	objects []fyne.CanvasObject
	last    fyne.Size
}

func (r *chartRenderer) Layout(s fyne.Size) {
	r.last = s
	r.objects = r.build(s)
}

func (r *chartRenderer) MinSize() fyne.Size { return r.size() }

func (r *chartRenderer) Refresh() {
	r.objects = r.build(r.last)
	for _, o := range r.objects {
		o.Refresh()
	}
}

func (r *chartRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *chartRenderer) Destroy() {}
