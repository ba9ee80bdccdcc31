package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"time"

	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// StatsKey is the key under which Save stores the statistics and LoadStats
// looks for them.
const StatsKey = "stats"

// StatsVersion is the version of the JSON that Save writes. LoadStats
// reads it and version 1, which kept classic games' statistics in
// "levels" and Killer games' in "killer" (they load as the variants
// "classic" and "killer").
const StatsVersion = 2

// SizedStatsVersion is the version Save writes when the statistics hold
// games of another size than 9x9 ("6x6", "16x16-x" among the variants),
// so that a version of the program from before them says so rather than
// failing on the name. LoadStats reads versions 1 to SizedStatsVersion.
const SizedStatsVersion = 3

// ErrCorruptStats is wrapped by the error LoadStats returns for stored
// statistics that cannot be read back: malformed, inconsistent or from an
// unknown version.
var ErrCorruptStats = errors.New("game: corrupt statistics")

// Store keeps strings under keys: where Stats are saved. fyne.Preferences
// has both methods, so the app's Preferences serve as they are;
// tests use a map. String returns "" for a key that holds nothing.
type Store interface {
	String(key string) string
	SetString(key, value string)
}

// LevelStats are the statistics of one level.
type LevelStats struct {
	// Started counts the games started, including those that Solved or
	// GaveUp recorded without a Started before them.
	Started int
	// Solved counts the games won, with hints or without.
	Solved int
	// Hinted counts the games of Solved that were won with hints (see
	// Game.Hints). They count as won, in the streak and in the average,
	// but never set BestTime.
	Hinted int
	// GivenUp counts the games given up.
	GivenUp int
	// Abandoned counts the games left unfinished when another game started
	// or finished. A game being played is not counted in Solved, GivenUp or
	// Abandoned, so their sum is Started or one less.
	Abandoned int
	// BestTime is the shortest time of a game won without hints; it means
	// nothing until HasBest.
	BestTime time.Duration
	// TotalTime is the sum of the times of the games won.
	TotalTime time.Duration
	// Streak is the current streak: the games won since the last one given
	// up or abandoned.
	Streak int
	// BestStreak is the longest streak so far.
	BestStreak int
}

// HasBest reports whether a game of the level was won without hints, so
// that BestTime holds its time.
func (l LevelStats) HasBest() bool { return l.Solved > l.Hinted }

// Beats reports whether a game won in time d with the given number of
// hints sets a new best time: only a game won without hints can, and the
// first such game always does.
func (l LevelStats) Beats(d time.Duration, hints int) bool {
	return hints == 0 && (!l.HasBest() || d < l.BestTime)
}

// Average returns the mean time of the games won, or 0 when none was.
func (l LevelStats) Average() time.Duration {
	if l.Solved == 0 {
		return 0
	}
	return l.TotalTime / time.Duration(l.Solved)
}

// Stats are the player's statistics, level by level: games started, won
// (and of those, won with hints), given up and abandoned, the best time of
// the games won without hints and the average of all games won, and the
// current and best streak of games won. The zero Stats is empty and
// ready to use. Like a Game, Stats are not safe for concurrent use.
//
// The session calls Started when a game begins (a new puzzle, or Restart of
// a game that is over), Solved when it is won and GaveUp when it is given
// up; Record does the last two from the game's events. Stats remember
// which game is being played, and Save stores that too, so that a game
// saved when the app closes and resumed when it opens goes on counting
// as the same game: call Started only for a game that really starts.
//
// # Streaks
//
// The streak of a level counts its games won in a row. Giving a game up
// ends the streak of its level (to 0), and so does abandoning one: a game
// that Started began is abandoned when Started is called again, or when
// Solved or GaveUp report a game of another level, before it was won or
// given up. Restart of a game being played is not a new game: the session
// does not call Started for it, and the streak stands. Streaks are kept
// per level, so a game given up or abandoned at one level leaves the
// streaks of the other levels alone.
//
// Solved or GaveUp for a level with no game of that level being played
// counts a game started too, so that Started never falls behind.
//
// Every count stops at math.MaxInt, and the times at math.MaxInt64,
// rather than wrap negative; LoadStats accepts every value they can
// reach, so one more game never turns good statistics into a file that
// cannot be read.
//
// # Variants
//
// Each variant (a set of rules, see geometry.Variant) keeps its own
// statistics, stored under its name: Started, Solved, GaveUp and Level
// are those of classic games, and StartedIn, SolvedIn, GaveUpIn and
// LevelIn those of any variant's. A game of one variant that starts
// abandons a game of another being played, as one of another level does.
type Stats struct {
	levels     map[geometry.Variant]*variantStats
	playing    logic.Level      // the game being played, 0 for none
	playingVar geometry.Variant // and its variant
}

// variantStats are one variant's statistics, indexed by level, level 0
// unused.
type variantStats [logic.Extreme + 1]LevelStats

// at returns the statistics of a variant's level, making room for them.
func (s *Stats) at(v geometry.Variant, level logic.Level) *LevelStats {
	if s.levels == nil {
		s.levels = map[geometry.Variant]*variantStats{}
	}
	vs := s.levels[v]
	if vs == nil {
		vs = new(variantStats)
		s.levels[v] = vs
	}
	return &vs[level]
}

// Clone returns a copy of s that shares no memory with it, for a writer
// in the background while the game goes on counting.
func (s *Stats) Clone() Stats {
	c := *s
	if s.levels != nil {
		c.levels = make(map[geometry.Variant]*variantStats, len(s.levels))
		for v, vs := range s.levels {
			copied := *vs
			c.levels[v] = &copied
		}
	}
	return c
}

// Empty reports whether the statistics hold nothing: no game counted
// and none being played, as the zero Stats.
func (s *Stats) Empty() bool {
	for _, vs := range s.levels {
		if *vs != (variantStats{}) {
			return false
		}
	}
	return s.playing == 0
}

// Variants returns the variants that have statistics, classic first and
// the others by name.
func (s *Stats) Variants() []geometry.Variant {
	out := make([]geometry.Variant, 0, len(s.levels))
	for v := range s.levels {
		out = append(out, v)
	}
	slices.SortFunc(out, CompareVariants)
	return out
}

// CompareVariants orders variants as lists show them (see
// geometry.Variant.Compare: classic, killer, x, windoku, antiknight,
// antiking, then their combinations). It returns -1, 0 or +1, as
// slices.SortFunc wants.
func CompareVariants(a, b geometry.Variant) int { return a.Compare(b) }

// inc adds one to a counter, which stops at math.MaxInt rather than wrap
// negative: every count LoadStats accepts can take one more game.
func inc(n *int) { *n = Saturated(*n) }

// saturated returns n+1, or n when that would overflow.
func Saturated(n int) int {
	if n == math.MaxInt {
		return n
	}
	return n + 1
}

// validLevel reports whether l is one of logic.Levels.
func validLevel(l logic.Level) bool { return l >= logic.Easy && l <= logic.Extreme }

// Started records that a game of the given level begins. A game still being
// played is abandoned first, ending the streak of its level. An unknown
// level is ignored.
func (s *Stats) Started(level logic.Level) { s.StartedIn(geometry.Variant{}, level) }

// StartedIn is Started for a game of variant v.
func (s *Stats) StartedIn(v geometry.Variant, level logic.Level) {
	if !validLevel(level) {
		return
	}
	s.abandon()
	inc(&s.at(v, level).Started)
	s.playing, s.playingVar = level, v
}

// Solved records that the game being played, of the given level, was won
// in time d (a negative d counts as 0) with the given number of hints. It
// extends the level's streak, hints or not; only a game won without hints
// can set the best time (see LevelStats.Beats). An unknown level is
// ignored.
func (s *Stats) Solved(level logic.Level, d time.Duration, hints int) {
	s.SolvedIn(geometry.Variant{}, level, d, hints)
}

// SolvedIn is Solved for a game of variant v.
func (s *Stats) SolvedIn(v geometry.Variant, level logic.Level, d time.Duration, hints int) {
	if !s.finish(v, level) {
		return
	}
	d = max(d, 0)
	l := s.at(v, level)
	if l.Beats(d, hints) {
		l.BestTime = d
	}
	inc(&l.Solved)
	if hints > 0 {
		inc(&l.Hinted)
	}
	if l.TotalTime > math.MaxInt64-d {
		l.TotalTime = math.MaxInt64 // centuries of play: saturate
	} else {
		l.TotalTime += d
	}
	inc(&l.Streak)
	l.BestStreak = max(l.BestStreak, l.Streak)
}

// GaveUp records that the game being played, of the given level, was given
// up. It ends the level's streak. An unknown level is ignored.
func (s *Stats) GaveUp(level logic.Level) { s.GaveUpIn(geometry.Variant{}, level) }

// GaveUpIn is GaveUp for a game of variant v.
func (s *Stats) GaveUpIn(v geometry.Variant, level logic.Level) {
	if !s.finish(v, level) {
		return
	}
	l := s.at(v, level)
	inc(&l.GivenUp)
	l.Streak = 0
}

// finish ends the game being played when it is of the given variant and
// level; otherwise it abandons that game, if any, and counts one of the
// given variant and level as started. It reports false, changing nothing,
// for an unknown level.
func (s *Stats) finish(v geometry.Variant, level logic.Level) bool {
	if !validLevel(level) {
		return false
	}
	if s.playing != level || s.playingVar != v {
		s.abandon()
		inc(&s.at(v, level).Started)
	}
	s.playing, s.playingVar = 0, geometry.Variant{}
	return true
}

// abandon counts the game being played, if any, as abandoned and ends the
// streak of its level.
func (s *Stats) abandon() {
	if s.playing == 0 {
		return
	}
	l := s.at(s.playingVar, s.playing)
	inc(&l.Abandoned)
	l.Streak = 0
	s.playing, s.playingVar = 0, geometry.Variant{}
}

// Record records what an event of a game says about its outcome: Solved
// with the final time and the hints taken for EventWon, GaveUp for
// EventReveal. Other events are ignored. The session calls it from the
// game's OnChange.
func (s *Stats) Record(e Event) {
	switch e.Kind {
	case EventWon:
		s.SolvedIn(e.Variant, e.Level, e.Elapsed, e.Hints)
	case EventReveal:
		s.GaveUpIn(e.Variant, e.Level)
	}
}

// Level returns the statistics of one level of classic games: zero for an
// unknown level.
func (s *Stats) Level(level logic.Level) LevelStats { return s.LevelIn(geometry.Variant{}, level) }

// LevelIn returns the statistics of one level of a variant's games: zero
// for an unknown level or a variant never played.
func (s *Stats) LevelIn(v geometry.Variant, level logic.Level) LevelStats {
	if !validLevel(level) || s.levels[v] == nil {
		return LevelStats{}
	}
	return s.levels[v][level]
}

// Playing returns the level of the game being played: one that Started
// began and that was neither won, given up nor abandoned since. It reports
// false when there is none. PlayingIn says its variant too.
func (s *Stats) Playing() (logic.Level, bool) { return s.playing, s.playing != 0 }

// PlayingIn returns the variant and level of the game being played (see
// Playing).
func (s *Stats) PlayingIn() (geometry.Variant, logic.Level, bool) {
	return s.playingVar, s.playing, s.playing != 0
}

// Reset forgets every statistic, and the game being played: if it is won or
// given up afterwards, it counts as started then. It does not touch the
// Store; Save does.
func (s *Stats) Reset() { *s = Stats{} }

// statsFile is the JSON form of Stats.
type statsFile struct {
	Version int    `json:"version"`
	Playing string `json:"playing,omitempty"` // a level name
	// The variant of the game being played by name (see
	// geometry.Variant.Name); absent for classic in version 1.
	PlayingVariant string `json:"playing_variant,omitempty"`
	// Variants are the statistics by variant name, then by level name;
	// version 2 on.
	Variants map[string]map[string]levelStats `json:"variants,omitempty"`
	// Version 1's: classic games' statistics by level name, and Killer
	// games' (absent when there were none).
	Levels map[string]levelStats `json:"levels,omitempty"`
	Killer map[string]levelStats `json:"killer,omitempty"`
}

type levelStats struct {
	Started    int   `json:"started"`
	Solved     int   `json:"solved"`
	Hinted     int   `json:"hinted,omitempty"` // absent in files from before hints were kept apart
	GivenUp    int   `json:"given_up"`
	Abandoned  int   `json:"abandoned"`
	BestTime   int64 `json:"best_ns"`
	TotalTime  int64 `json:"total_ns"`
	Streak     int   `json:"streak"`
	BestStreak int   `json:"best_streak"`
}

// Save stores the statistics in st under StatsKey as JSON, with the game
// being played.
func (s *Stats) Save(st Store) error {
	if st == nil {
		return errors.New("game: save statistics: no store")
	}
	data, err := s.encode()
	if err != nil {
		return err
	}
	st.SetString(StatsKey, string(data))
	return nil
}

// encode returns the statistics as JSON.
func (s *Stats) encode() ([]byte, error) {
	f := statsFile{Version: StatsVersion, Variants: map[string]map[string]levelStats{}}
	if s.playing != 0 {
		f.Playing, f.PlayingVariant = s.playing.String(), s.playingVar.Name()
	}
	for v, vs := range s.levels {
		m := map[string]levelStats{}
		for _, level := range logic.Levels {
			if l := vs[level]; l != (LevelStats{}) {
				m[level.String()] = toFile(l)
			}
		}
		if len(m) > 0 {
			f.Variants[v.Name()] = m
			if v.Size != 0 {
				f.Version = SizedStatsVersion
			}
		}
	}
	if s.playing != 0 && s.playingVar.Size != 0 {
		f.Version = SizedStatsVersion
	}
	data, err := json.Marshal(&f)
	if err != nil {
		return nil, fmt.Errorf("game: save statistics: %w", err)
	}
	return data, nil
}

// toFile returns a level's statistics in their JSON form.
func toFile(l LevelStats) levelStats {
	return levelStats{
		Started:    l.Started,
		Solved:     l.Solved,
		Hinted:     l.Hinted,
		GivenUp:    l.GivenUp,
		Abandoned:  l.Abandoned,
		BestTime:   int64(l.BestTime),
		TotalTime:  int64(l.TotalTime),
		Streak:     l.Streak,
		BestStreak: l.BestStreak,
	}
}

// LoadStats reads the statistics that Save stored in st. Nothing stored
// (or a nil st) gives empty Stats. Stored statistics that cannot be read
// back (malformed JSON, an unknown version or level, negative or
// inconsistent numbers) give empty Stats too, with an error wrapping
// ErrCorruptStats that says what is wrong: the session reports it, and
// the next Save replaces the bad value. LoadStats never returns nil Stats.
func LoadStats(st Store) (*Stats, error) {
	if st == nil {
		return new(Stats), nil
	}
	data := st.String(StatsKey)
	if data == "" {
		return new(Stats), nil
	}
	s, err := decodeStats([]byte(data))
	if err != nil {
		return new(Stats), fmt.Errorf("%w: %w", ErrCorruptStats, err)
	}
	return s, nil
}

// decodeStats parses and checks stored statistics.
func decodeStats(data []byte) (*Stats, error) {
	// Unmarshal checks all of data: one JSON value, nothing after it.
	var probe struct {
		Version *int `json:"version"`
	}
	if err := json.Unmarshal(data, &probe); err != nil {
		return nil, err
	}
	switch {
	case probe.Version == nil:
		return nil, errors.New("no version")
	case *probe.Version < 1 || *probe.Version > SizedStatsVersion:
		return nil, fmt.Errorf("version %d, want 1 to %d", *probe.Version, SizedStatsVersion)
	}
	var f statsFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, err
	}

	s := new(Stats)
	if f.Playing != "" {
		level, err := logic.ParseLevel(f.Playing)
		if err != nil {
			return nil, fmt.Errorf("playing: %w", err)
		}
		s.playing = level
	}
	if f.PlayingVariant != "" {
		v, err := geometry.ParseSizedVariant(f.PlayingVariant)
		switch {
		case err != nil:
			return nil, fmt.Errorf("playing: %w", err)
		case s.playing == 0:
			return nil, fmt.Errorf("playing variant %s without a level", v)
		}
		s.playingVar = v
	}
	variants, err := f.byVariant(*probe.Version)
	if err != nil {
		return nil, err
	}
	for name, m := range variants {
		v, err := geometry.ParseSizedVariant(name)
		if err != nil {
			return nil, err
		}
		if err := s.decodeLevels(v, m); err != nil {
			return nil, err
		}
	}
	if s.playing != 0 && s.LevelIn(s.playingVar, s.playing).Started == 0 {
		name := levelIn(s.playingVar, s.playing.String())
		return nil, fmt.Errorf("playing %s, but no %s game was started", name, name)
	}
	return s, nil
}

// byVariant returns the file's statistics by variant name: version 2's
// own, or version 1's classic and Killer ones under "classic" and
// "killer". A file holding those of the other version is an error.
func (f *statsFile) byVariant(version int) (map[string]map[string]levelStats, error) {
	if version >= 2 {
		if f.Levels != nil || f.Killer != nil {
			return nil, fmt.Errorf("version %d with version 1's levels", version)
		}
		return f.Variants, nil
	}
	if f.Variants != nil {
		return nil, errors.New("version 1 with version 2's variants")
	}
	return map[string]map[string]levelStats{
		geometry.ClassicName:                  f.Levels,
		geometry.Variant{Killer: true}.Name(): f.Killer,
	}, nil
}

// decodeLevels reads and checks the statistics of a variant's levels.
func (s *Stats) decodeLevels(v geometry.Variant, m map[string]levelStats) error {
	for name, ls := range m {
		level, err := logic.ParseLevel(name)
		if err != nil {
			return err
		}
		l := LevelStats{
			Started:    ls.Started,
			Solved:     ls.Solved,
			Hinted:     ls.Hinted,
			GivenUp:    ls.GivenUp,
			Abandoned:  ls.Abandoned,
			BestTime:   time.Duration(ls.BestTime),
			TotalTime:  time.Duration(ls.TotalTime),
			Streak:     ls.Streak,
			BestStreak: ls.BestStreak,
		}
		if err := checkLevelStats(l, level == s.playing && v == s.playingVar); err != nil {
			return fmt.Errorf("%s: %w", levelIn(v, name), err)
		}
		if l != (LevelStats{}) {
			*s.at(v, level) = l
		}
	}
	return nil
}

// levelIn names a level of a variant in an error: "hard" for classic,
// "killer hard" for another.
func levelIn(v geometry.Variant, level string) string {
	return v.Qualify(level, " ")
}

// checkEnded reports whether the games that ended, solved, given up or
// abandoned, are more than those started.
func checkEnded(l LevelStats, playing bool) error {
	ended := l.Started
	if playing {
		ended--
	}
	// Subtract one count at a time, so that huge counts cannot overflow.
	left := ended
	for _, n := range []int{l.Solved, l.GivenUp, l.Abandoned} {
		if left -= n; left < 0 {
			return fmt.Errorf("%d games solved, %d given up and %d abandoned of %d started",
				l.Solved, l.GivenUp, l.Abandoned, l.Started)
		}
	}
	return nil
}

// checkLevelStats reports what is wrong with the statistics of a level, or
// nil; playing says whether a game of that level is being played.
func checkLevelStats(l LevelStats, playing bool) error {
	if min(l.Started, l.Solved, l.Hinted, l.GivenUp, l.Abandoned, l.Streak, l.BestStreak) < 0 ||
		min(l.BestTime, l.TotalTime) < 0 {
		return errors.New("a negative number")
	}
	// Once Started has stopped at its limit, the others count on past the
	// games it counted: the sum no longer says anything.
	if err := checkEnded(l, playing); err != nil && l.Started < math.MaxInt {
		return err
	}
	if l.Solved == 0 && (l.BestTime != 0 || l.TotalTime != 0) {
		return errors.New("times without a game solved")
	}
	if l.Hinted > l.Solved {
		return fmt.Errorf("%d games solved with hints of %d solved", l.Hinted, l.Solved)
	}
	if !l.HasBest() && l.BestTime != 0 {
		return errors.New("a best time without a game solved without hints")
	}
	if l.BestTime > l.TotalTime {
		return fmt.Errorf("best time %v beyond the total %v", l.BestTime, l.TotalTime)
	}
	if l.Streak > l.BestStreak || l.BestStreak > l.Solved {
		return fmt.Errorf("streak %d, best streak %d of %d games solved", l.Streak, l.BestStreak, l.Solved)
	}
	return nil
}
