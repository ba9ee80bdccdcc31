package session

import (
	"context"
	"errors"
	"io"
	"math/rand/v2"
	"strings"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/generate"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// MaxPuzzleText is the most text a puzzle file or a paste may hold, 8 MiB:
// some hundred thousand puzzles of one line.
const MaxPuzzleText = 8 << 20

// syncText is the size up to which puzzle text is read on the calling
// goroutine; more is parsed in the background, with progress.
const syncText = 64 << 10

// New starts a freshly generated puzzle of the named level, asking first
// when a game in progress would be lost. The puzzle is made in the
// background; a second request, or any other new game, cancels the first.
// On a covered board it only resumes.
func (s *Session) New(name string) {
	defer s.begin()()
	if !s.choosing() && s.uncover() { // the level card's pick is the way on
		return
	}
	level, err := logic.ParseLevel(name)
	if err != nil {
		s.say("status.error", map[string]any{"Error": err.Error()})
		return
	}
	s.ask("new", func() { s.generate(level) })
}

// generate makes a puzzle of the level in the background and plays it.
func (s *Session) generate(level logic.Level) {
	ctx := s.work()
	s.making = &making{level: level, ctx: ctx}
	seed := s.opts.Rand.Uint64()
	clock := s.opts.Clock
	s.say("status.generating", map[string]any{"Level": levelTerm(level)})
	s.jobs.Add(1)
	go func() {
		defer s.jobs.Done()
		pz, err := generate.New(rand.NewPCG(seed, 2)).Generate(ctx, level, generate.Rotate180)
		var g *game.Game
		if err == nil {
			g, err = game.New(pz.Grid, level, clock)
		}
		s.post(func() {
			defer s.begin()()
			if ctx.Err() != nil {
				return // superseded
			}
			s.cancel, s.making = nil, nil
			if err != nil {
				s.say("status.error", map[string]any{"Error": err.Error()})
			} else {
				s.play(g, Message{Key: "status.new", Args: map[string]any{"Level": levelTerm(level)}})
			}
		})
	}()
}

// work cancels the background work under way and returns the context of
// the next.
func (s *Session) work() context.Context {
	s.stopWork()
	ctx, cancel := context.WithCancel(context.Background())
	s.cancel = cancel
	return ctx
}

// Paste plays a puzzle from pasted text, in any format solver.Parse
// reads, when it has exactly one solution, asking first when a game in
// progress would be lost. Text that is no puzzle, or more than
// MaxPuzzleText, is reported and changes nothing. While a puzzle is being
// entered the pasted one replaces it first, so that one that cannot be
// played is there to mend.
func (s *Session) Paste(text string) {
	defer s.begin()()
	if len(text) > MaxPuzzleText {
		s.say("status.paste.too-big", map[string]any{"MiB": MaxPuzzleText >> 20})
		return
	}
	grid, err := solver.Parse(strings.TrimPrefix(text, "\uFEFF"))
	if err != nil {
		s.say("status.paste.bad", map[string]any{"Error": err.Error()})
		return
	}
	s.offer(grid, nil)
}

// offer plays grid when it is a proper puzzle, asking first when a game in
// progress would be lost; greeting, when set, replaces the usual words.
// While a puzzle is entered, grid replaces it first.
func (s *Session) offer(grid solver.Grid, greeting func(*game.Game) Message) {
	if s.draft != nil {
		s.draft.grid = grid
	}
	g, msg := s.gameOf(grid)
	if g == nil {
		s.status = msg
		return
	}
	if greeting != nil {
		msg = greeting(g)
	}
	s.ask("replace", func() {
		s.play(g, msg)
	})
}

// Puzzle returns the givens of the game, or of the puzzle being entered.
func (s *Session) Puzzle() solver.Grid {
	if s.draft != nil {
		return s.draft.grid
	}
	return s.g.Givens()
}

// Copy returns the puzzle (see Puzzle) as one line of 81 characters, '.'
// for blanks, for the clipboard, and says so.
func (s *Session) Copy() string {
	defer s.begin()()
	s.say("status.copied", nil)
	return s.Puzzle().String()
}

// OpenFile reads a puzzle file called name from r: a file of one puzzle
// is played as a pasted one is (see Paste); a file of many, one a line,
// comes back in the view's List to Pick from. A file larger than
// MaxPuzzleText, unreadable or with no puzzle is reported in the view's
// Alert. Large files are parsed in the background.
func (s *Session) OpenFile(name string, r io.Reader) {
	defer s.begin()()
	data, err := io.ReadAll(io.LimitReader(r, MaxPuzzleText+1))
	switch {
	case err != nil:
		s.alert("file.read-failed", map[string]any{"Name": name, "Error": err.Error()})
		return
	case len(data) > MaxPuzzleText:
		s.alert("file.too-big", map[string]any{"Name": name, "MiB": MaxPuzzleText >> 20})
		return
	}
	text := strings.TrimPrefix(string(data), "\uFEFF") // a byte-order mark, as Notepad writes
	if len(text) <= syncText {
		s.opened(name, parseText(text))
		return
	}
	ctx := s.work()
	s.say("status.file.reading", map[string]any{"Name": name})
	s.jobs.Add(1)
	go func() {
		defer s.jobs.Done()
		p := parseText(text)
		s.post(func() {
			defer s.begin()()
			if ctx.Err() == nil {
				s.cancel = nil
				s.opened(name, p)
			}
		})
	}()
}

// parsed is a puzzle file read: one puzzle, or a collection, or neither.
type parsed struct {
	grid    solver.Grid
	err     error // the one-puzzle parse's error
	puzzles []solver.FilePuzzle
	errs    []error
	bad     int
}

func parseText(text string) parsed {
	grid, err := solver.Parse(text)
	if err == nil {
		return parsed{grid: grid}
	}
	puzzles, errs, bad := solver.ParseFile(text)
	return parsed{err: err, puzzles: puzzles, errs: errs, bad: bad}
}

// opened plays or lists what a file held.
func (s *Session) opened(name string, p parsed) {
	switch {
	case p.err == nil:
		s.offer(p.grid, func(g *game.Game) Message {
			return Message{Key: "status.file.started", Args: map[string]any{"Name": name, "Level": levelTerm(g.Level())}}
		})
	case len(p.puzzles) == 0:
		s.alert("file.no-puzzle", map[string]any{"Name": name, "Error": p.err.Error()})
	default:
		s.list = &PuzzleList{Name: name, Puzzles: p.puzzles, Errs: p.errs, Bad: p.bad}
		s.once.List = s.list
		s.say("status.file.listed", map[string]any{"Name": name, "Count": len(p.puzzles)})
	}
}

// ErrNoList is returned by Pick when no puzzle list is open.
var ErrNoList = errors.New("session: no puzzle list")

// Pick plays puzzle i of the list the last file opened, asking first when
// a game in progress would be lost. It returns, for the list to show, why
// the puzzle cannot be played, or the zero Message when it can.
func (s *Session) Pick(i int) Message {
	defer s.begin()()
	l := s.list
	if l == nil || i < 0 || i >= len(l.Puzzles) {
		return Message{Key: "status.error", Args: map[string]any{"Error": ErrNoList.Error()}}
	}
	g, msg := s.gameOf(l.Puzzles[i].Grid)
	if g == nil {
		return msg
	}
	s.ask("replace", func() {
		s.play(g, Message{Key: "status.file.started-n", Args: map[string]any{
			"Name": l.Name, "N": i + 1, "Level": levelTerm(g.Level()),
		}})
	})
	return Message{}
}

// alert reports a problem in a dialog.
func (s *Session) alert(key string, args map[string]any) {
	s.once.Alert = &Message{Key: key, Args: args}
}

// gameOf makes a game of grid at the level the logic engine rates it,
// when it has exactly one solution; otherwise it returns nil and why,
// naming two cells that break a rule when some do.
func (s *Session) gameOf(grid solver.Grid) (*game.Game, Message) {
	g, err := game.FromGrid(grid, s.gameOptions())
	var ce *solver.ConflictError
	switch {
	case err == nil:
		return g, Message{Key: "status.puzzle.started", Args: map[string]any{"Level": levelTerm(g.Level())}}
	case errors.As(err, &ce):
		return nil, Message{Key: "status.puzzle.conflict", Args: map[string]any{
			"A": ce.A.String(), "B": ce.B.String(), "Digit": ce.Digit, "Unit": Term("unit." + ce.Unit),
		}}
	case errors.Is(err, game.ErrNoSolution):
		return nil, Message{Key: "status.puzzle.none"}
	case errors.Is(err, game.ErrManySolutions):
		return nil, Message{Key: "status.puzzle.several"}
	}
	return nil, Message{Key: "status.error", Args: map[string]any{"Error": err.Error()}}
}

// gameOptions are the options every game of the session is made with.
func (s *Session) gameOptions() game.Options {
	return game.Options{Clock: s.opts.Clock, Rand: s.opts.Rand}
}
