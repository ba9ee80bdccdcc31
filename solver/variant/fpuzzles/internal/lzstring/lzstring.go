// Package lzstring is the LZ-string codec of pieroxy's JavaScript library
// (lz-string 1.5), the one f-puzzles and SudokuPad use to fit a puzzle in
// a link: [CompressToBase64] and [DecompressFromBase64], and the
// URL-safe [CompressToEncodedURIComponent] and
// [DecompressFromEncodedURIComponent]. The output is the same, character
// for character, as the JavaScript library's.
//
// LZ-string works on JavaScript strings, that is on UTF-16 code units: a
// Go string is converted to UTF-16 before compressing and back after
// decompressing (a lone surrogate becomes U+FFFD).
//
// Decompression never panics on bad input: it returns an error for a
// character outside the alphabet, a code that points nowhere, a stream
// that ends without its end mark, or an output longer than [MaxLen] code
// units.
package lzstring

import (
	"errors"
	"strings"
	"unicode/utf16"
)

const (
	base64Alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/="
	uriAlphabet    = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$"
)

// MaxLen is the longest output, in UTF-16 code units, that the
// decompressors produce; a longer one is an error. A puzzle's JSON is a
// few kilobytes; the limit keeps a crafted link from filling the memory.
const MaxLen = 1 << 20

// Errors the decompressors return.
var (
	ErrEmpty     = errors.New("lzstring: empty input")
	ErrAlphabet  = errors.New("lzstring: a character outside the alphabet")
	ErrCorrupt   = errors.New("lzstring: corrupt data (a code with no entry)")
	ErrTruncated = errors.New("lzstring: the data ends before its end mark")
	ErrTooLong   = errors.New("lzstring: the output is too long")
)

// CompressToBase64 compresses s into standard base64 characters, padded
// with "=" to a multiple of four, as lz-string's compressToBase64.
func CompressToBase64(s string) string {
	out := compress(utf16.Encode([]rune(s)), 6, base64Alphabet)
	switch len(out) % 4 {
	case 1:
		out += "==="
	case 2:
		out += "=="
	case 3:
		out += "="
	}
	return out
}

// CompressToEncodedURIComponent compresses s into characters that need no
// escaping in a URL, as lz-string's compressToEncodedURIComponent.
func CompressToEncodedURIComponent(s string) string {
	return compress(utf16.Encode([]rune(s)), 6, uriAlphabet)
}

// DecompressFromBase64 reverses [CompressToBase64].
func DecompressFromBase64(s string) (string, error) {
	return decompress(s, base64Alphabet)
}

// DecompressFromEncodedURIComponent reverses
// [CompressToEncodedURIComponent]. A space reads as "+", as in the
// JavaScript library (a URL decoder may have turned one into the other).
func DecompressFromEncodedURIComponent(s string) (string, error) {
	return decompress(strings.ReplaceAll(s, " ", "+"), uriAlphabet)
}

// bitWriter packs values bit by bit into characters of an alphabet,
// bitsPerChar bits a character, the first bit the highest.
type bitWriter struct {
	out         strings.Builder
	alphabet    string
	bitsPerChar int
	val, pos    int
}

func (w *bitWriter) bit(b int) {
	w.val = w.val<<1 | b
	if w.pos == w.bitsPerChar-1 {
		w.pos = 0
		w.out.WriteByte(w.alphabet[w.val])
		w.val = 0
	} else {
		w.pos++
	}
}

// bits writes the n low bits of v, the lowest first.
func (w *bitWriter) bits(v, n int) {
	for range n {
		w.bit(v & 1)
		v >>= 1
	}
}

// unitsKey is a dictionary key for a run of UTF-16 code units.
func unitsKey(u []uint16) string {
	b := make([]byte, 2*len(u))
	for i, c := range u {
		b[2*i], b[2*i+1] = byte(c>>8), byte(c)
	}
	return string(b)
}

// compress is lz-string's _compress.
func compress(in []uint16, bitsPerChar int, alphabet string) string {
	w := &bitWriter{alphabet: alphabet, bitsPerChar: bitsPerChar}
	dict := map[string]int{}
	toCreate := map[string]bool{}
	enlargeIn, dictSize, numBits := 2, 3, 2
	grow := func() {
		enlargeIn--
		if enlargeIn == 0 {
			enlargeIn = 1 << numBits
			numBits++
		}
	}
	// emit writes the code of the run cur: a new single character as a
	// literal, anything else as its dictionary number.
	emit := func(cur []uint16, key string) {
		if toCreate[key] {
			if c := int(cur[0]); c < 256 {
				w.bits(0, numBits)
				w.bits(c, 8)
			} else {
				w.bits(1, numBits)
				w.bits(c, 16)
			}
			grow()
			delete(toCreate, key)
		} else {
			w.bits(dict[key], numBits)
		}
		grow()
	}
	var cur []uint16
	for i, c := range in {
		ck := unitsKey(in[i : i+1])
		if _, ok := dict[ck]; !ok {
			dict[ck] = dictSize
			dictSize++
			toCreate[ck] = true
		}
		next := append(cur[:len(cur):len(cur)], c)
		nk := unitsKey(next)
		if _, ok := dict[nk]; ok {
			cur = next
			continue
		}
		emit(cur, unitsKey(cur))
		dict[nk] = dictSize
		dictSize++
		cur = []uint16{c}
	}
	if len(cur) > 0 {
		emit(cur, unitsKey(cur))
	}
	w.bits(2, numBits) // the end mark
	for {              // flush the last character
		w.val <<= 1
		if w.pos == bitsPerChar-1 {
			w.out.WriteByte(alphabet[w.val])
			break
		}
		w.pos++
	}
	return w.out.String()
}

// bitReader reads the bits bitWriter wrote; past the end it reads zeros,
// as the JavaScript library does.
type bitReader struct {
	in       []int
	index    int
	val, pos int
	reset    int
}

func (r *bitReader) next() int {
	if r.index < len(r.in) {
		v := r.in[r.index]
		r.index++
		return v
	}
	r.index++
	return 0
}

// bits reads n bits, the lowest first.
func (r *bitReader) bits(n int) int {
	v := 0
	for i := range n {
		if r.val&r.pos != 0 {
			v |= 1 << i
		}
		r.pos >>= 1
		if r.pos == 0 {
			r.pos = r.reset
			r.val = r.next()
		}
	}
	return v
}

// span is a dictionary entry: a run of the output.
type span struct{ start, n int }

// decompress is lz-string's _decompress for 6-bit alphabets. Dictionary
// entries are kept as spans of the output, since each entry is written
// out whole right after it is made.
func decompress(s, alphabet string) (string, error) {
	if s == "" {
		return "", ErrEmpty
	}
	vals := make([]int, len(s))
	for i := range len(s) {
		v := strings.IndexByte(alphabet, s[i])
		if v < 0 {
			return "", ErrAlphabet
		}
		vals[i] = v
	}
	r := &bitReader{in: vals, pos: 32, reset: 32}
	r.val = r.next()
	var out []uint16
	dict := make([]span, 4) // entries 0-2 are the codes, never looked up
	enlargeIn, numBits := 4, 3
	literal := func(code int) bool {
		switch code {
		case 0:
			out = append(out, uint16(r.bits(8)))
		case 1:
			out = append(out, uint16(r.bits(16)))
		default:
			return false
		}
		return true
	}
	if !literal(r.bits(2)) {
		return "", nil // the end mark first: the empty string
	}
	dict[3] = span{0, 1}
	w := span{0, 1}
	for {
		if r.index > len(vals) {
			return "", ErrTruncated
		}
		code := r.bits(numBits)
		if code == 2 {
			return string(utf16.Decode(out)), nil
		}
		start := len(out)
		var entry span
		switch {
		case code < 2:
			literal(code)
			dict = append(dict, span{start, 1})
			enlargeIn--
			if enlargeIn == 0 {
				enlargeIn = 1 << numBits
				numBits++
			}
			entry = span{start, 1}
		case code < len(dict):
			e := dict[code]
			if start+e.n > MaxLen {
				return "", ErrTooLong
			}
			out = append(out, out[e.start:e.start+e.n]...)
			entry = span{start, e.n}
		case code == len(dict): // the entry being made: w and its first unit
			if start+w.n+1 > MaxLen {
				return "", ErrTooLong
			}
			out = append(out, out[w.start:w.start+w.n]...)
			out = append(out, out[w.start])
			entry = span{start, w.n + 1}
		default:
			return "", ErrCorrupt
		}
		// w is followed in the output by entry, so w and entry's first
		// unit are a run of the output.
		dict = append(dict, span{w.start, w.n + 1})
		enlargeIn--
		w = entry
		if enlargeIn == 0 {
			enlargeIn = 1 << numBits
			numBits++
		}
	}
}
