/* The Expert's search core in C: the same worlds, rollouts and double-dummy solves as the Python modules.
 *
 * Why it exists: a card decision of the Expert spends 92-95% of its time in the rollouts and the end-of-hand
 * solver, which C runs some 60-80 times faster than Python.  Everything here mirrors a Python function line by
 * line (named beside each), and draws its random numbers from a Mersenne Twister that is random.Random's own
 * (the same seeding, random(), getrandbits() and so shuffle, choices), so that from the same generator state
 * the two paths sample the same worlds, play the same cards and return the same sums: tests/ai/test_fast_core.py
 * checks that on thousands of positions per game.  The Python code stays the reference and the fallback
 * (jassdesk/ai/fast_core.py loads this module if it was built).
 *
 * The card tables (points, strength, winning keys, trick modes, the lower trumps, the Schmaus Weis) are handed
 * over once by configure() from the engine's own tables: one source for the rules.
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>
#include <math.h>

#ifdef _WIN32
#include <windows.h>
#else
#include <time.h>
#endif

#if defined(_MSC_VER)
#include <intrin.h>
static inline int popcount64(uint64_t x) { return (int)__popcnt64(x); }
static inline int ctz64(uint64_t x) { unsigned long i; _BitScanForward64(&i, x); return (int)i; }
static inline int top64(uint64_t x) { unsigned long i; _BitScanReverse64(&i, x); return (int)i; }
#else
static inline int popcount64(uint64_t x) { return __builtin_popcountll(x); }
static inline int ctz64(uint64_t x) { return __builtin_ctzll(x); }
static inline int top64(uint64_t x) { return 63 - __builtin_clzll(x); }
#endif

#define N_CARDS 36
#define N_RANKS 9
#define LAST_TRICK_BONUS 5
#define NO_MATCH 2

/* -- a long search still hears signals ------------------------------------------------------------------------ */

/* The searches run without the GIL (another thread of the process may go on meanwhile).  Python runs its signal
 * handlers (SIGTERM, Ctrl+C: the AI process must end at once when told) only in the interpreter, which a search in C
 * would not give back for as long as it lasts; so every 64 worlds it takes the GIL back for a moment and lets them
 * run.  A handler that raises (SystemExit, KeyboardInterrupt) ends the search with that exception. */
typedef struct {
    PyThreadState *state;
    unsigned count;
    int interrupted;
} Released;

static inline void release_gil(Released *r) {
    r->count = 0;
    r->interrupted = 0;
    r->state = PyEval_SaveThread();
}

static int signalled(Released *r) {  /* once per world: nonzero once a signal handler has raised */
    if (r->interrupted) return 1;
    if (++r->count & 63) return 0;
    PyEval_RestoreThread(r->state);
    r->interrupted = PyErr_CheckSignals() != 0;
    r->state = PyEval_SaveThread();
    return r->interrupted;
}

static inline int take_gil_back(Released *r) {  /* nonzero: a handler raised, the exception is set */
    PyEval_RestoreThread(r->state);
    return r->interrupted;
}

/* -- the engine's tables, from configure() ------------------------------------------------------------------ */

static int POINTS[6][N_CARDS];
static int STRENGTH[6][N_CARDS];
static int WIN_KEY[6][4][N_CARDS];
static int TRICK_MODES[10][9];
static uint64_t LOWER_TRUMPS[4][N_RANKS];
static uint64_t SUIT_MASK[4];
static uint64_t BAUER_BIT[4];
static uint64_t STRONGER[6][N_CARDS];  /* rollout.STRONGER: the cards of a card's suit that rank above it */
/* Schmaus Weis by trump: a sequence by its lowest card and length (3..9), four of a rank by the rank */
static int SEQ_KEY[4][N_CARDS][10], SEQ_PTS[4][N_CARDS][10];
static int FOUR_KEY[4][N_RANKS], FOUR_PTS[4][N_RANKS];
static int configured = 0;

static uint64_t RUN_STARTS;  /* ranks 6..Under of each suit: where a run of three may start */
static uint64_t FOUR_RANKS;  /* Banner..As of the first suit */
static uint64_t FOUR_MASKS[N_RANKS];

/* -- random.Random's generator (CPython's _randommodule.c, MT19937) ----------------------------------------- */

#define MT_N 624
#define MT_M 397

typedef struct {
    uint32_t state[MT_N];
    int index;
} MT;

static uint32_t mt_next(MT *mt) {
    static const uint32_t mag01[2] = {0x0U, 0x9908b0dfU};
    uint32_t y;
    uint32_t *s = mt->state;
    if (mt->index >= MT_N) {
        int kk;
        for (kk = 0; kk < MT_N - MT_M; kk++) {
            y = (s[kk] & 0x80000000U) | (s[kk + 1] & 0x7fffffffU);
            s[kk] = s[kk + MT_M] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        for (; kk < MT_N - 1; kk++) {
            y = (s[kk] & 0x80000000U) | (s[kk + 1] & 0x7fffffffU);
            s[kk] = s[kk + (MT_M - MT_N)] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        y = (s[MT_N - 1] & 0x80000000U) | (s[0] & 0x7fffffffU);
        s[MT_N - 1] = s[MT_M - 1] ^ (y >> 1) ^ mag01[y & 0x1U];
        mt->index = 0;
    }
    y = s[mt->index++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= (y >> 18);
    return y;
}

/* random.random(): 53 random bits */
static inline double mt_random(MT *mt) {
    uint32_t a = mt_next(mt) >> 5, b = mt_next(mt) >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}

/* random.getrandbits(k) for 1 <= k <= 32 */
static inline uint32_t mt_bits(MT *mt, int k) { return mt_next(mt) >> (32 - k); }

static int bit_length(unsigned n) { int k = 0; while (n) { k++; n >>= 1; } return k; }

/* random.Random._randbelow_with_getrandbits */
static inline int mt_below(MT *mt, int n) {
    int k = bit_length((unsigned)n);
    uint32_t r = mt_bits(mt, k);
    while (r >= (uint32_t)n) r = mt_bits(mt, k);
    return (int)r;
}

/* random.Random.shuffle */
static void mt_shuffle(MT *mt, int *x, int n) {
    for (int i = n - 1; i > 0; i--) {
        int j = mt_below(mt, i + 1);
        int t = x[i]; x[i] = x[j]; x[j] = t;
    }
}

static void mt_init_genrand(MT *mt, uint32_t s) {
    uint32_t *m = mt->state;
    m[0] = s;
    for (int i = 1; i < MT_N; i++) m[i] = (1812433253U * (m[i - 1] ^ (m[i - 1] >> 30)) + (uint32_t)i);
    mt->index = MT_N;
}

static void mt_init_by_array(MT *mt, const uint32_t *key, size_t length) {
    uint32_t *m = mt->state;
    size_t i = 1, j = 0, k;
    mt_init_genrand(mt, 19650218U);
    for (k = (MT_N > length ? MT_N : length); k; k--) {
        m[i] = (m[i] ^ ((m[i - 1] ^ (m[i - 1] >> 30)) * 1664525U)) + key[j] + (uint32_t)j;
        i++; j++;
        if (i >= MT_N) { m[0] = m[MT_N - 1]; i = 1; }
        if (j >= length) j = 0;
    }
    for (k = MT_N - 1; k; k--) {
        m[i] = (m[i] ^ ((m[i - 1] ^ (m[i - 1] >> 30)) * 1566083941U)) - (uint32_t)i;
        i++;
        if (i >= MT_N) { m[0] = m[MT_N - 1]; i = 1; }
    }
    m[0] = 0x80000000U;
}

/* -- the clock of a time budget ------------------------------------------------------------------------------ */

static double now_seconds(void) {
#ifdef _WIN32
    static LARGE_INTEGER freq;
    LARGE_INTEGER t;
    if (!freq.QuadPart) QueryPerformanceFrequency(&freq);
    QueryPerformanceCounter(&t);
    return (double)t.QuadPart / (double)freq.QuadPart;
#else
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
#endif
}

/* -- card play (engine/card_play.py) -------------------------------------------------------------------------- */

typedef struct {
    int trump_instead, bauer_exception, trumpfzwang, undertrump_ban;
} Flags;

static inline int highest_trump_level(const int *trick, int n, int mode) {
    int best = -1;
    for (int i = 0; i < n; i++) {
        int s = STRENGTH[mode][trick[i]] - 100;
        if (s > best) best = s;
    }
    return best;
}

static inline uint64_t schieber_legal(uint64_t hand, const int *trick, int n, int mode, const Flags *f) {
    if (!n) return hand;
    int led = trick[0] / N_RANKS;
    uint64_t led_mask = hand & SUIT_MASK[led];
    if (mode >= 4) return led_mask ? led_mask : hand;
    uint64_t trumps = hand & SUIT_MASK[mode];
    if (led == mode) {
        if (led_mask) {
            if (f->bauer_exception && led_mask == BAUER_BIT[mode]) return hand;
            return led_mask;
        }
        return hand;
    }
    uint64_t under = 0;
    if (f->undertrump_ban && trumps && trumps != hand) {
        int level = highest_trump_level(trick, n, mode);
        if (level >= 0) under = trumps & LOWER_TRUMPS[mode][level];
    }
    if (led_mask) {
        if (f->trump_instead) return led_mask | (trumps & ~under);
        return led_mask;
    }
    if (f->trumpfzwang && trumps) {
        uint64_t forcing = trumps & ~under;
        if (f->bauer_exception) forcing &= ~BAUER_BIT[mode];
        if (forcing) return trumps & ~under;
    }
    return hand & ~under;
}

static inline uint64_t schmaus_legal(uint64_t hand, const int *trick, int n, int trump, int stock_size) {
    if (stock_size || !n) return hand;
    int led = trick[0] / N_RANKS;
    uint64_t led_mask = hand & SUIT_MASK[led];
    uint64_t bauer = BAUER_BIT[trump];
    if (led == trump) {
        if (led_mask && led_mask != bauer) return led_mask;
        return hand;
    }
    if (led_mask) return led_mask;
    uint64_t trumps = hand & SUIT_MASK[trump];
    if (trumps & ~bauer) return trumps;
    return hand;
}

static inline int mod4(int x) { return ((x % 4) + 4) % 4; }

static inline int floordiv(int a, int b) {  /* Python's a // b for b > 0 */
    int q = a / b;
    if ((a % b) && (a < 0)) q--;
    return q;
}

static inline int trick_winner_index(int tm, const int *trick, int n) {
    const int *keys = WIN_KEY[tm][trick[0] / N_RANKS];
    int best = 0, best_key = keys[trick[0]];
    for (int i = 1; i < n; i++) {
        int k = keys[trick[i]];
        if (k > best_key) { best = i; best_key = k; }
    }
    return best;
}

/* -- the rollout policy (ai/rollout.py, engine/playout.py) --------------------------------------------------- */

/* playout.random_card */
static inline int random_card(uint64_t mask, MT *rng) {
    int k = (int)(mt_random(rng) * (double)popcount64(mask));
    while (k--) mask &= mask - 1;
    return ctz64(mask);
}

/* rollout.follow_choice after its random draw: the policy's own card (more than one legal card) */
static int follow_policy(uint64_t legal, int side_winning, int best_key, int trick_pts, const int *keys,
                         const int *points, const int *strength, int last) {
    int cheapest = -1, cheapest_val = 1000, richest = -1, richest_val = -1000000, weakest_win = -1,
        weakest_win_str = 1000;
    uint64_t m = legal;
    while (m) {
        int c = ctz64(m);
        m &= m - 1;
        int p = points[c], s = strength[c];
        int v = p * 16 + s;
        if (v < cheapest_val) { cheapest = c; cheapest_val = v; }
        if (p * 16 - s > richest_val) { richest = c; richest_val = p * 16 - s; }
        if (keys[c] > best_key && s < weakest_win_str) { weakest_win = c; weakest_win_str = s; }
    }
    if (side_winning) return last ? richest : cheapest;
    if (weakest_win >= 0 && (trick_pts + points[weakest_win] >= 10 || last)) return weakest_win;
    return cheapest;
}

/* rollout.follow_choice */
static int follow_choice(uint64_t legal, int side_winning, int best_key, int trick_pts, const int *keys,
                         const int *points, const int *strength, MT *rng, int last, double explore) {
    if ((legal & (legal - 1)) == 0) return ctz64(legal);
    if (mt_random(rng) < explore) return random_card(legal, rng);
    return follow_policy(legal, side_winning, best_key, trick_pts, keys, points, strength, last);
}

/* rollout.greedy_choice */
static int greedy_choice(uint64_t legal, const int *trick, int n, int side_winning, const int *keys,
                         const int *points, const int *strength, MT *rng, int last, double explore) {
    if ((legal & (legal - 1)) == 0) return ctz64(legal);
    if (!n) return random_card(legal, rng);
    int best_key = keys[trick[0]], trick_pts = 0;
    for (int i = 0; i < n; i++) {
        if (keys[trick[i]] > best_key) best_key = keys[trick[i]];
        trick_pts += points[trick[i]];
    }
    return follow_choice(legal, side_winning, best_key, trick_pts, keys, points, strength, rng, last, explore);
}

/* -- the double-dummy solver (ai/solver.solve_schieber_tricks) ------------------------------------------------ */

typedef struct {
    uint64_t hands[4];
    int mode, step, side;
    const Flags *flags;
} Solve;

static int last_trick_value(Solve *S, int leader) {
    int tm = TRICK_MODES[S->mode][8];
    const int *pts = POINTS[tm];
    int c[4], seat[4];
    for (int i = 0; i < 4; i++) {
        seat[i] = mod4(leader + S->step * i);
        c[i] = top64(S->hands[seat[i]]);
    }
    const int *keys = WIN_KEY[tm][c[0] / N_RANKS];
    int winner = seat[0], best = keys[c[0]];
    for (int i = 1; i < 4; i++)
        if (keys[c[i]] > best) { winner = seat[i]; best = keys[c[i]]; }
    int p = pts[c[0]] + pts[c[1]] + pts[c[2]] + pts[c[3]] + LAST_TRICK_BONUS;
    return winner % 2 == S->side ? p : -p;
}

static int solve_search(Solve *S, int leader, int *trick, int n, int seat, int alpha, int beta, int left) {
    if (n == 4) {
        int tm = TRICK_MODES[S->mode][9 - left];
        const int *pts = POINTS[tm];
        int winner = mod4(leader + S->step * trick_winner_index(tm, trick, 4));
        int p = pts[trick[0]] + pts[trick[1]] + pts[trick[2]] + pts[trick[3]];
        if (left == 1) return winner % 2 == S->side ? p + LAST_TRICK_BONUS : -(p + LAST_TRICK_BONUS);
        int gain = winner % 2 == S->side ? p : -p;
        if (left == 2) return gain + last_trick_value(S, winner);
        int next[4];
        return gain + solve_search(S, winner, next, 0, winner, alpha - gain, beta - gain, left - 1);
    }
    int maximizing = seat % 2 == S->side;
    int value = maximizing ? -10000 : 10000;
    int following = mod4(seat + S->step);
    uint64_t hand = S->hands[seat];
    uint64_t m = schieber_legal(hand, trick, n, S->mode, S->flags);
    while (m) {  /* highest first, as the Python solver */
        int c = top64(m);
        uint64_t bit = (uint64_t)1 << c;
        m ^= bit;
        S->hands[seat] = hand ^ bit;
        trick[n] = c;
        int v = solve_search(S, leader, trick, n + 1, following, alpha, beta, left);
        if (maximizing) {
            if (v > value) { value = v; if (value > alpha) alpha = value; }
        } else if (v < value) {
            value = v;
            if (value < beta) beta = value;
        }
        if (alpha >= beta) break;
    }
    S->hands[seat] = hand;
    return value;
}

static int solve_schieber_tricks(const uint64_t *hands, int mode, int leader, const int *trick, int n,
                                 int tricks_left, const Flags *flags, int step, int side) {
    Solve S;
    for (int i = 0; i < 4; i++) S.hands[i] = hands[i];
    S.mode = mode; S.step = step; S.side = side; S.flags = flags;
    if (!n && tricks_left == 1) return last_trick_value(&S, leader);
    int t[4];
    for (int i = 0; i < n; i++) t[i] = trick[i];
    int seat = mod4(leader + step * n);
    return solve_search(&S, leader, t, n, seat, -10000, 10000, tricks_left);
}

/* -- the Schieber rollout's other policy (ai/rollout.py: SURE_LEADS, SAFE_SMEAR) ---------------------------- */

#define SURE_LEADS 1
#define SAFE_SMEAR 2

/* rollout.lead_choice */
static int lead_choice(uint64_t hand, uint64_t others, int trump, int tm, MT *rng, double explore) {
    if ((hand & (hand - 1)) == 0) return top64(hand);
    if (mt_random(rng) < explore) return random_card(hand, rng);
    const int *points = POINTS[tm], *strength = STRENGTH[tm];
    const uint64_t *stronger = STRONGER[tm];
    uint64_t trumps = trump >= 0 ? SUIT_MASK[trump] : 0;
    if ((hand & trumps) && (others & trumps)) {
        int best = -1;
        uint64_t m = hand & trumps;
        while (m) {
            int c = ctz64(m);
            m &= m - 1;
            if (best < 0 || strength[c] > strength[best]) best = c;
        }
        if (!(others & stronger[best])) return best;
    }
    int master = -1, cheap = -1, cheap_pts = 0, cheap_len = 0, cheap_str = 0;
    uint64_t plain = hand & ~trumps;
    if (!plain) plain = hand;
    uint64_t m = hand;
    while (m) {
        int c = ctz64(m);
        uint64_t low = m & (~m + 1);
        m &= m - 1;
        uint64_t suit = SUIT_MASK[c / N_RANKS];
        if (!(low & trumps) && (others & suit) && !(others & stronger[c])) {
            if (master < 0 || points[c] > points[master] ||
                (points[c] == points[master] && strength[c] > strength[master]))
                master = c;
        }
        if (low & plain) {
            int len = -popcount64(hand & suit);
            if (cheap < 0 || points[c] < cheap_pts || (points[c] == cheap_pts && (len < cheap_len ||
                (len == cheap_len && strength[c] < cheap_str)))) {
                cheap = c; cheap_pts = points[c]; cheap_len = len; cheap_str = strength[c];
            }
        }
    }
    return master >= 0 ? master : cheap;
}

/* rollout.smear_choice */
static int smear_choice(uint64_t legal, uint64_t others, int trump, int winner, int last, int tm, MT *rng,
                        double explore) {
    if ((legal & (legal - 1)) == 0) return top64(legal);
    if (mt_random(rng) < explore) return random_card(legal, rng);
    const int *points = POINTS[tm], *strength = STRENGTH[tm];
    const uint64_t *stronger = STRONGER[tm];
    uint64_t trumps = trump >= 0 ? SUIT_MASK[trump] : 0;
    int safe = last || (!(others & stronger[winner]) &&
                        (!trumps || (((uint64_t)1 << winner) & trumps) || !(others & trumps)));
    int many = popcount64(legal) > 3;
    int best = -1;
    if (safe) {
        for (int keep_back = 1; keep_back >= 0; keep_back--) {
            uint64_t m = legal;
            while (m) {
                int c = ctz64(m);
                uint64_t low = m & (~m + 1);
                m &= m - 1;
                if (keep_back && (((low & trumps) && strength[c] >= 106) ||
                                  (many && points[c] >= 11 && !(others & stronger[c]))))
                    continue;
                if (best < 0 || points[c] > points[best] || (points[c] == points[best] && strength[c] < strength[best]))
                    best = c;
            }
            if (best >= 0) return best;
        }
    }
    int cheapest_val = 1000;
    uint64_t m = legal;
    while (m) {
        int c = ctz64(m);
        m &= m - 1;
        int v = points[c] * 16 + strength[c];
        if (v < cheapest_val) { best = c; cheapest_val = v; }
    }
    return best;
}

/* -- the Schieber rollout (ai/schieber_rollout.py) ------------------------------------------------------------- */

/* Python's round() of a float: half to even */
static double round_half_even(double x) {
    double r = round(x);
    if (fabs(x - r) == 0.5) r = 2.0 * round(x / 2.0);
    return r;
}

static int points_left(const uint64_t *hands, int mode, int tricks_done) {
    uint64_t cards = hands[0] | hands[1] | hands[2] | hands[3];
    int total = 0, count = 9 - tricks_done;
    for (int t = tricks_done; t < 9; t++) {
        const int *pts = POINTS[TRICK_MODES[mode][t]];
        uint64_t m = cards;
        while (m) { total += pts[ctz64(m)]; m &= m - 1; }
    }
    return (int)round_half_even((double)total / count) + LAST_TRICK_BONUS;
}

static void schieber_rollout(uint64_t *hands, int mode, int leader, const int *trick_in, int n_in, int tricks_done,
                             const Flags *flags, int step, MT *rng, double explore, int exact_tricks, int side,
                             int policy, int *pts) {
    int trick[4];
    int trump = mode < 4 ? mode : -1;
    int n = n_in;
    for (int i = 0; i < n; i++) trick[i] = trick_in[i];
    pts[0] = pts[1] = 0;
    int seat = mod4(leader + step * n);
    for (int t = tricks_done; t < 9; t++) {
        int tm = TRICK_MODES[mode][t];
        const int *points = POINTS[tm];
        const int *strength = STRENGTH[tm];
        if (exact_tricks && 9 - t <= exact_tricks && !n) {
            int remaining = points_left(hands, mode, t);
            int diff = solve_schieber_tricks(hands, mode, leader, trick, 0, 9 - t, flags, step, side);
            int mine = floordiv(remaining + diff, 2);
            pts[side] += mine;
            pts[1 - side] += remaining - mine;
            return;
        }
        const int *keys = n ? WIN_KEY[tm][trick[0] / N_RANKS] : WIN_KEY[tm][0];
        int best_pos = 0, best_key = 0, trick_pts = 0;
        for (int i = 0; i < n; i++) {
            int k = keys[trick[i]];
            trick_pts += points[trick[i]];
            if (i == 0 || k > best_key) { best_pos = i; best_key = k; }
        }
        while (n < 4) {
            uint64_t legal = schieber_legal(hands[seat], trick, n, mode, flags);
            int card;
            if (n) {
                int partner_winning = mod4(leader + step * best_pos) % 2 == seat % 2;
                if (partner_winning && (policy & SAFE_SMEAR)) {
                    uint64_t others = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hands[seat];
                    card = smear_choice(legal, others, trump, trick[best_pos], n == 3, tm, rng, explore);
                } else {
                    card = follow_choice(legal, partner_winning, best_key, trick_pts, keys, points, strength, rng,
                                         n == 3, explore);
                }
                int k = keys[card];
                if (k > best_key) { best_pos = n; best_key = k; }
            } else {
                if (policy & SURE_LEADS) {
                    uint64_t others = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hands[seat];
                    card = lead_choice(legal, others, trump, tm, rng, explore);
                } else {
                    card = (legal & (legal - 1)) == 0 ? top64(legal) : random_card(legal, rng);
                }
                keys = WIN_KEY[tm][card / N_RANKS];
                best_key = keys[card];
            }
            trick_pts += points[card];
            hands[seat] &= ~((uint64_t)1 << card);
            trick[n++] = card;
            seat = mod4(seat + step);
        }
        int winner = mod4(leader + step * best_pos);
        if (t == 8) trick_pts += LAST_TRICK_BONUS;
        pts[winner & 1] += trick_pts;
        leader = seat = winner;
        n = 0;
    }
}

/* -- the Differenzler rollout (ai/differenzler_rollout.py) ---------------------------------------------------- */

static int ducking_card(uint64_t legal, const int *trick, int n, const int *keys, const int *points,
                        const int *strength) {
    int best_key = 10000;
    if (n) {
        best_key = keys[trick[0]];
        for (int i = 1; i < n; i++) if (keys[trick[i]] > best_key) best_key = keys[trick[i]];
    }
    int under = -1, under_val = -1, weakest = -1, weakest_val = 1000000;
    uint64_t m = legal;
    while (m) {
        int c = ctz64(m);
        m &= m - 1;
        int s = strength[c];
        if (n && keys[c] < best_key && s * 16 + points[c] > under_val) { under = c; under_val = s * 16 + points[c]; }
        int v = s * 16 + points[c];
        if (v < weakest_val) { weakest = c; weakest_val = v; }
    }
    return under >= 0 ? under : weakest;
}

static void differenzler_rollout(uint64_t *hands, int mode, int leader, const int *trick_in, int n_in,
                                 int tricks_done, const Flags *flags, int step, MT *rng, int *taken, const int *bids,
                                 double explore) {
    const int *points = POINTS[mode], *strength = STRENGTH[mode];
    int trick[4];
    int n = n_in;
    for (int i = 0; i < n; i++) trick[i] = trick_in[i];
    int seat = mod4(leader + step * n);
    for (int t = tricks_done; t < 9; t++) {
        while (n < 4) {
            uint64_t legal = schieber_legal(hands[seat], trick, n, mode, flags);
            const int *keys = n ? WIN_KEY[mode][trick[0] / N_RANKS] : WIN_KEY[mode][0];
            int card;
            if (taken[seat] >= bids[seat] && mt_random(rng) >= explore)
                card = ducking_card(legal, trick, n, keys, points, strength);
            else
                card = greedy_choice(legal, trick, n, 0, keys, points, strength, rng, n == 3, explore);
            hands[seat] &= ~((uint64_t)1 << card);
            trick[n++] = card;
            seat = mod4(seat + step);
        }
        int winner = mod4(leader + step * trick_winner_index(mode, trick, 4));
        int p = points[trick[0]] + points[trick[1]] + points[trick[2]] + points[trick[3]];
        if (t == 8) p += LAST_TRICK_BONUS;
        taken[winner] += p;
        leader = seat = winner;
        n = 0;
    }
}

/* -- the Schmaus rollouts (ai/schmaus_rollout.py) ------------------------------------------------------------- */

/* playout.schmaus_playout with the greedy policy of schmaus_rollout */
static void schmaus_rollout(uint64_t *hands, const int *stock, int n_stock, int trump, int leader,
                            const int *trick_in, int n_in, int tricks_done, MT *rng, double explore, int *pts) {
    const int *points = POINTS[trump], *strength = STRENGTH[trump];
    int trick[2];
    int n = n_in;
    for (int i = 0; i < n; i++) trick[i] = trick_in[i];
    pts[0] = pts[1] = 0;
    int seat = (leader + n) % 2;
    int pos = 0;
    for (int t = tricks_done; t < 18; t++) {
        while (n < 2) {
            uint64_t legal = schmaus_legal(hands[seat], trick, n, trump, n_stock - pos);
            const int *keys = n ? WIN_KEY[trump][trick[0] / N_RANKS] : WIN_KEY[trump][0];
            int card = greedy_choice(legal, trick, n, 0, keys, points, strength, rng, n > 0, explore);
            hands[seat] &= ~((uint64_t)1 << card);
            trick[n++] = card;
            seat ^= 1;
        }
        const int *keys = WIN_KEY[trump][trick[0] / N_RANKS];
        int winner = keys[trick[0]] >= keys[trick[1]] ? leader : 1 - leader;
        int p = points[trick[0]] + points[trick[1]];
        if (t == 17) p += LAST_TRICK_BONUS;
        pts[winner] += p;
        if (pos < n_stock) {
            hands[winner] |= (uint64_t)1 << stock[pos];
            hands[1 - winner] |= (uint64_t)1 << stock[pos + 1];
            pos += 2;
        }
        leader = seat = winner;
        n = 0;
    }
}

typedef struct { uint64_t mask; int key, points; } WeisEntry;

/* schmaus_rollout._held_weis: every Weis the hand holds, in the Python function's order */
static int held_weis(uint64_t hand, int trump, WeisEntry *out) {
    int count = 0;
    uint64_t r3 = hand & (hand >> 1) & (hand >> 2) & RUN_STARTS;
    while (r3) {
        int i = ctz64(r3);
        r3 &= r3 - 1;
        int length = 3;
        int j = i + 3;
        int limit = i - i % N_RANKS + N_RANKS;
        for (;;) {
            out[count].mask = (((uint64_t)1 << length) - 1) << i;
            out[count].key = SEQ_KEY[trump][i][length];
            out[count].points = SEQ_PTS[trump][i][length];
            count++;
            if (j >= limit || !((hand >> j) & 1)) break;
            length++;
            j++;
        }
    }
    uint64_t f = hand & (hand >> 9) & (hand >> 18) & (hand >> 27) & FOUR_RANKS;
    while (f) {
        int r = ctz64(f);
        f &= f - 1;
        out[count].mask = FOUR_MASKS[r];
        out[count].key = FOUR_KEY[trump][r];
        out[count].points = FOUR_PTS[trump][r];
        count++;
    }
    return count;
}

/* schmaus_rollout._follow_two */
static int follow_two(uint64_t legal, int led, const int *keys, const int *points, const int *strength, MT *rng,
                      double explore) {
    if (mt_random(rng) < explore) return random_card(legal, rng);
    int best_key = keys[led];
    int cheapest = -1, weakest_win = -1, cheapest_val = 1000, weakest_win_str = 1000;
    uint64_t m = legal;
    while (m) {
        int c = ctz64(m);
        m &= m - 1;
        int s = strength[c];
        int v = points[c] * 16 + s;
        if (v < cheapest_val) { cheapest = c; cheapest_val = v; }
        if (s < weakest_win_str && keys[c] > best_key) { weakest_win = c; weakest_win_str = s; }
    }
    return weakest_win >= 0 ? weakest_win : cheapest;
}

typedef struct { int seat, key, points; } Call;

/* schmaus_rollout.schmaus_weis_rollout */
static void schmaus_weis_rollout(uint64_t *hands, const int *stock, int n_stock, int trump, int leader,
                                 const int *trick_in, int n_in, int tricks_done, MT *rng, int *bars,
                                 const Call *calls_in, int n_calls_in, double explore, int match_bonus,
                                 int match_owner, int *pts) {
    const int *points = POINTS[trump], *strength = STRENGTH[trump];
    int trick[2];
    int n = n_in;
    for (int i = 0; i < n; i++) trick[i] = trick_in[i];
    Call calls[8];
    int n_calls = n_calls_in;
    for (int i = 0; i < n_calls; i++) calls[i] = calls_in[i];
    pts[0] = pts[1] = 0;
    int seat = (leader + n) % 2;
    int pos = 0;
    int owner = match_owner;
    WeisEntry options[64];
    for (int t = tricks_done; t < 18; t++) {
        int weis_open = t <= 9;
        while (n < 2) {
            uint64_t hand = hands[seat];
            uint64_t legal = schmaus_legal(hand, trick, n, trump, n_stock - pos);
            uint64_t held = 0;
            if (weis_open) {
                int n_options = held_weis(hand, trump, options);
                if (n_options) {
                    int bar = bars[seat];
                    for (int i = 0; i < n_calls; i++)
                        if (calls[i].seat != seat && calls[i].key > bar) bar = calls[i].key;
                    int best = -1;
                    int last_chance = t == 9;
                    for (int i = 0; i < n_options; i++) {
                        held |= options[i].mask;
                        if (options[i].key > bars[seat] && options[i].key > bar &&
                            (best < 0 || (last_chance ? options[i].key > options[best].key
                                                      : options[i].key < options[best].key)))
                            best = i;
                    }
                    if (best >= 0) {
                        calls[n_calls].seat = seat;
                        calls[n_calls].key = options[best].key;
                        calls[n_calls].points = options[best].points;
                        n_calls++;
                        bars[seat] = options[best].key;
                    }
                }
            }
            int card;
            if ((legal & (legal - 1)) == 0) {
                card = top64(legal);
            } else {
                if (t < 9 && held && (legal & ~held)) legal &= ~held;
                if ((legal & (legal - 1)) == 0)
                    card = top64(legal);
                else if (n)
                    card = follow_two(legal, trick[0], WIN_KEY[trump][trick[0] / N_RANKS], points, strength, rng,
                                      explore);
                else
                    card = random_card(legal, rng);
            }
            hands[seat] = hand & ~((uint64_t)1 << card);
            trick[n++] = card;
            seat ^= 1;
        }
        const int *keys = WIN_KEY[trump][trick[0] / N_RANKS];
        int winner = keys[trick[0]] >= keys[trick[1]] ? leader : 1 - leader;
        int p = points[trick[0]] + points[trick[1]];
        if (t == 17) p += LAST_TRICK_BONUS;
        pts[winner] += p;
        if (n_calls) {
            int best = 0;
            for (int i = 1; i < n_calls; i++) if (calls[i].key > calls[best].key) best = i;
            pts[calls[best].seat] += calls[best].points;
            n_calls = 0;
        }
        if (pos < n_stock) {
            hands[winner] |= (uint64_t)1 << stock[pos];
            hands[1 - winner] |= (uint64_t)1 << stock[pos + 1];
            pos += 2;
        } else if (owner == -1) {
            owner = winner;
        } else if (owner != winner) {
            owner = NO_MATCH;
        }
        leader = seat = winner;
        n = 0;
    }
    if (match_bonus && (owner == 0 || owner == 1)) pts[owner] += match_bonus;
}

/* -- the Schmaus end game after the stock (ai/solver.solve_schmaus_endgame) ---------------------------------- */

/* Exact minimax of a two-player game of perfect information, every position at the start of a trick remembered
 * (as the Python function's lru_cache): the value for seat 0, its points minus seat 1's, match bonus included. */

typedef struct { uint64_t h0, h1; int lead, owner, value, used; } EndEntry;

typedef struct {
    EndEntry *table;
    size_t size, count;
    int trump, match_bonus;
    int failed;
} EndGame;

static size_t end_slot(const EndGame *g, uint64_t h0, uint64_t h1, int lead, int owner) {
    uint64_t k = h0 * 0x9E3779B97F4A7C15ULL ^ (h1 + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL ^
                 (uint64_t)(lead * 4 + owner + 1) * 0x165667B19E3779F9ULL;
    k ^= k >> 29;
    return (size_t)(k & (g->size - 1));
}

static int end_grow(EndGame *g) {
    size_t old_size = g->size;
    EndEntry *old = g->table;
    g->size = old_size ? old_size * 2 : 4096;
    g->table = calloc(g->size, sizeof(EndEntry));
    if (!g->table) { g->table = old; g->size = old_size; return 0; }
    g->count = 0;
    for (size_t i = 0; i < old_size; i++) {
        if (!old[i].used) continue;
        size_t j = end_slot(g, old[i].h0, old[i].h1, old[i].lead, old[i].owner);
        while (g->table[j].used) j = (j + 1) & (g->size - 1);
        g->table[j] = old[i];
        g->count++;
    }
    free(old);
    return 1;
}

static int end_start(EndGame *g, uint64_t h0, uint64_t h1, int lead, int owner);

static int end_reply(EndGame *g, uint64_t h0, uint64_t h1, int lead, int owner, int card) {
    int follower = 1 - lead;
    if (lead == 0) h0 &= ~((uint64_t)1 << card); else h1 &= ~((uint64_t)1 << card);
    uint64_t f_hand = follower == 1 ? h1 : h0;
    const int *keys = WIN_KEY[g->trump][card / N_RANKS];
    const int *points = POINTS[g->trump];
    int trick[1] = {card};
    uint64_t m = schmaus_legal(f_hand, trick, 1, g->trump, 0);
    int best = 0, have = 0;
    while (m) {
        int r = ctz64(m);
        m &= m - 1;
        int winner = keys[card] >= keys[r] ? lead : follower;
        int pts = points[card] + points[r];
        uint64_t n0 = h0, n1 = h1;
        if (follower == 1) n1 &= ~((uint64_t)1 << r); else n0 &= ~((uint64_t)1 << r);
        if (!n0 && !n1) pts += LAST_TRICK_BONUS;
        int new_owner = owner == -1 ? winner : (owner != winner ? NO_MATCH : owner);
        int v = (winner == 0 ? pts : -pts) + end_start(g, n0, n1, winner, new_owner);
        if (!have || (follower == 1 ? v < best : v > best)) { best = v; have = 1; }
    }
    return best;
}

static int end_start(EndGame *g, uint64_t h0, uint64_t h1, int lead, int owner) {
    if (!h0 && !h1) {
        if ((owner == 0 || owner == 1) && g->match_bonus) return owner == 0 ? g->match_bonus : -g->match_bonus;
        return 0;
    }
    size_t j = end_slot(g, h0, h1, lead, owner);
    while (g->table[j].used) {
        EndEntry *e = &g->table[j];
        if (e->h0 == h0 && e->h1 == h1 && e->lead == lead && e->owner == owner) return e->value;
        j = (j + 1) & (g->size - 1);
    }
    uint64_t lead_hand = lead == 0 ? h0 : h1;
    int best = 0, have = 0;
    uint64_t m = lead_hand;
    while (m) {
        int c = ctz64(m);
        m &= m - 1;
        int v = end_reply(g, h0, h1, lead, owner, c);
        if (!have || (lead == 0 ? v > best : v < best)) { best = v; have = 1; }
    }
    if (2 * (g->count + 1) > g->size && !end_grow(g)) { g->failed = 1; return best; }
    j = end_slot(g, h0, h1, lead, owner);
    while (g->table[j].used) j = (j + 1) & (g->size - 1);
    EndEntry *e = &g->table[j];
    e->h0 = h0; e->h1 = h1; e->lead = lead; e->owner = owner; e->value = best; e->used = 1;
    g->count++;
    return best;
}

/* -- the Medium's trump choice by hand strength (ai/trump_choice.py) ----------------------------------------- */

static const int TRUMP_VALUE[N_RANKS] = {4, 4, 4, 20, 6, 30, 7, 8, 12};  /* 6 7 8 9 Banner Under Ober König As */

static double trump_score(uint64_t hand, int trump) {
    int bits = (int)((hand >> (trump * N_RANKS)) & 0x1FF);
    int n = popcount64((uint64_t)bits);
    /* summed in _TRUMP_VALUE's order (Under, 9, As, König, Ober, Banner, 8, 7, 6): ints, so any order is exact */
    double score = 0;
    for (int r = 0; r < N_RANKS; r++) if ((bits >> r) & 1) score += TRUMP_VALUE[r];
    if ((bits >> 5 & 1) && (bits >> 3 & 1)) score += 6;
    score += (n - 3 > 0 ? n - 3 : 0) * 9;
    for (int suit = 0; suit < 4; suit++) {
        if (suit == trump) continue;
        int side = (int)((hand >> (suit * N_RANKS)) & 0x1FF);
        if (side >> 8 & 1) {
            score += 10;
            if (side >> 7 & 1) score += 5;
        } else if ((side >> 7 & 1) && popcount64((uint64_t)side) >= 2) {
            score += 3;
        }
        if (side == 0 && n >= 3) score += 5;
    }
    return score;
}

static double slalom_score(uint64_t hand, int undenufe) {
    int order[N_RANKS];
    for (int i = 0; i < N_RANKS; i++) order[i] = undenufe ? i : N_RANKS - 1 - i;
    double score = 0.0;
    for (int suit = 0; suit < 4; suit++) {
        int bits = (int)((hand >> (suit * N_RANKS)) & 0x1FF);
        int n = popcount64((uint64_t)bits);
        int run = 0;
        for (int i = 0; i < N_RANKS; i++) { if ((bits >> order[i]) & 1) run++; else break; }
        score += run * 14;
        if (run >= 2 && n > run) score += (n - run) * 7;
        else if (run == 1 && n >= 4) score += 4;
        else if (run == 0 && n) {
            if (((bits >> order[1]) & 1) && n >= 2) score += 6;
            score -= 3 * (n < 2 ? n : 2);
        }
        if ((bits >> 2 & 1) && run >= 3) score += 3;
    }
    return score;
}

/* trump_choice.best_mode: the mode of the highest score, the lowest mode of equals */
static int best_mode(uint64_t hand) {
    double scores[6];
    for (int s = 0; s < 4; s++) scores[s] = trump_score(hand, s);
    scores[4] = slalom_score(hand, 0);
    scores[5] = slalom_score(hand, 1);
    int best = 0;
    for (int m = 1; m < 6; m++) if (scores[m] > scores[best]) best = m;
    return best;
}

/* -- Differenzler's rules of thumb (ai/differenzler.py thumb_estimate) ---------------------------------------- */

static int thumb_estimate(uint64_t hand, int trump, int max_bid) {
    int trumps = (int)((hand >> (trump * N_RANKS)) & 0x1FF);
    int value = 11 * popcount64((uint64_t)trumps);
    value += 27 * (trumps >> 5 & 1) + 12 * (trumps >> 3 & 1) + 6 * (trumps >> 8 & 1);
    for (int suit = 0; suit < 4; suit++) {
        if (suit == trump) continue;
        int bits = (int)((hand >> (suit * N_RANKS)) & 0x1FF);
        if (bits >> 8 & 1) value += 9 + 4 * (bits >> 7 & 1);
        else if ((bits >> 7 & 1) && popcount64((uint64_t)bits) >= 2) value += 4;
    }
    int v = -5 + value;
    if (v > max_bid) v = max_bid;
    return v < 0 ? 0 : v;
}

/* -- sampling a world (engine/determinize.sample_world) ------------------------------------------------------ */

typedef struct {
    int n;                /* seats: 4, or 2 in Schmaus */
    int seat;
    uint64_t hand;        /* the seat's own */
    uint64_t known[4];
    int need[5];          /* per seat, and the hidden part of the stock last */
    uint64_t allowed[5];
    int cards[N_CARDS];   /* the unseen cards, ascending */
    int n_cards;
    int has_stock;        /* the observation's stock_size > 0 */
    int turned;           /* the turned trump under the stock, or -1 */
    /* announced Weis whose cards are not shown yet: per such seat the points of each (at most 8) */
    int n_hidden;
    int hidden_seat[4], hidden_count[4], hidden_points[4][8];
    uint64_t played_by[4];
    int four_points[N_RANKS];  /* what four of each rank is worth in this game (0: no Weis) */
    int weis_attempts;         /* determinize.WEIS_ATTEMPTS */
} Deal;

typedef struct {
    uint64_t hands[4];
    int stock[N_CARDS];
    int n_stock;
} World;

/* random.Random.choices(options, weights)[0] for integer weights */
static int mt_choice_weighted(MT *mt, const int *options, const int *weights, int n) {
    long cum[8];
    long acc = 0;
    for (int i = 0; i < n; i++) { acc += weights[i]; cum[i] = acc; }
    double total = (double)cum[n - 1] + 0.0;
    double x = mt_random(mt) * total;
    int lo = 0, hi = n - 1;  /* bisect_right(cum, x, 0, n - 1) */
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (x < (double)cum[mid]) hi = mid; else lo = mid + 1;
    }
    return options[lo];
}

/* determinize._constrained_deal; returns 0 where a card has no seat left */
static int constrained_deal(const Deal *d, const int *cards, MT *mt, uint64_t *out) {
    int slots = d->n + 1;
    int order[N_CARDS], count[N_CARDS];
    double key[N_CARDS];
    int k = d->n_cards;
    for (int i = 0; i < k; i++) {
        int c = cards[i], cnt = 0;
        for (int s = 0; s < slots; s++) if (d->need[s] && ((d->allowed[s] >> c) & 1)) cnt++;
        count[i] = cnt;
        key[i] = mt_random(mt);
        order[i] = i;
    }
    for (int i = 1; i < k; i++) {  /* a stable insertion sort by (count, key), as sorted() */
        int x = order[i], j = i - 1;
        while (j >= 0 && (count[order[j]] > count[x] || (count[order[j]] == count[x] && key[order[j]] > key[x]))) {
            order[j + 1] = order[j];
            j--;
        }
        order[j + 1] = x;
    }
    int left[5];
    for (int s = 0; s < slots; s++) { left[s] = d->need[s]; out[s] = 0; }
    for (int i = 0; i < k; i++) {
        int c = cards[order[i]];
        int options[5], weights[5], n_opt = 0;
        for (int s = 0; s < slots; s++)
            if (left[s] && ((d->allowed[s] >> c) & 1)) { options[n_opt] = s; weights[n_opt] = left[s]; n_opt++; }
        if (!n_opt) return 0;
        int s = mt_choice_weighted(mt, options, weights, n_opt);
        out[s] |= (uint64_t)1 << c;
        left[s]--;
    }
    return 1;
}

static void make_world(const Deal *d, const uint64_t *assignment, MT *mt, World *w) {
    for (int s = 0; s < 4; s++) w->hands[s] = 0;
    for (int s = 0; s < d->n; s++) w->hands[s] = s == d->seat ? d->hand : (assignment[s] | d->known[s]);
    w->n_stock = 0;
    if (d->has_stock) {
        uint64_t m = assignment[d->n];
        while (m) { w->stock[w->n_stock++] = ctz64(m); m &= m - 1; }
        mt_shuffle(mt, w->stock, w->n_stock);
        if (d->turned >= 0) w->stock[w->n_stock++] = d->turned;
    }
}

/* -- Weis announced but not shown (determinize._sample_with_weis) -- */

static const int SEQUENCE_POINTS[10] = {0, 0, 0, 20, 50, 100, 150, 200, 250, 300};
static const int FOUR_ORDER[6] = {3, 4, 5, 6, 7, 8};  /* weis._FOURS: 9, Banner, Under, Ober, König, As */

typedef struct { uint64_t mask; int points, sequence; } Combo;

static inline int has_run_of_three(int bits) { return (bits & (bits >> 1) & (bits >> 2)) != 0; }

/* weis.all_weis, in its order */
static int all_weis(uint64_t hand, const Deal *d, Combo *out) {
    int count = 0;
    for (int suit = 0; suit < 4; suit++) {
        if (!has_run_of_three((int)((hand >> (suit * N_RANKS)) & 0x1FF))) continue;
        for (int low = 0; low < N_RANKS - 2; low++)
            for (int length = 3; length <= N_RANKS - low; length++) {
                uint64_t mask = (((uint64_t)1 << length) - 1) << (suit * N_RANKS + low);
                if ((hand & mask) == mask) {
                    out[count].mask = mask;
                    out[count].points = SEQUENCE_POINTS[length];
                    out[count].sequence = 1;
                    count++;
                }
            }
    }
    for (int i = 0; i < 6; i++) {
        int r = FOUR_ORDER[i];
        if ((hand & FOUR_MASKS[r]) == FOUR_MASKS[r] && d->four_points[r] > 0) {
            out[count].mask = FOUR_MASKS[r];
            out[count].points = d->four_points[r];
            out[count].sequence = 0;
            count++;
        }
    }
    return count;
}

/* the points of weis.maximal_weis(hand), sorted ascending; their number */
static int maximal_points(uint64_t hand, const Deal *d, int *out) {
    int count = 0;
    for (int suit = 0; suit < 4; suit++) {
        int bits = (int)((hand >> (suit * N_RANKS)) & 0x1FF);
        if (!has_run_of_three(bits)) continue;
        int r = 0;
        while (r < N_RANKS) {
            if (bits >> r & 1) {
                int start = r;
                while (r < N_RANKS && (bits >> r & 1)) r++;
                if (r - start >= 3 && count < 16) out[count++] = SEQUENCE_POINTS[r - start];
            } else {
                r++;
            }
        }
    }
    for (int i = 0; i < 6; i++) {
        int r = FOUR_ORDER[i];
        if ((hand & FOUR_MASKS[r]) == FOUR_MASKS[r] && d->four_points[r] > 0 && count < 16)
            out[count++] = d->four_points[r];
    }
    for (int i = 1; i < count; i++) {
        int x = out[i], j = i - 1;
        while (j >= 0 && out[j] > x) { out[j + 1] = out[j]; j--; }
        out[j + 1] = x;
    }
    return count;
}

/* determinize._choose_weis: cards of a random set of Weis from ``pool`` worth exactly ``points``; 0: none */
static int choose_weis(uint64_t pool, const int *points, int n_points, const Deal *d, MT *mt, uint64_t *chosen_out) {
    Combo candidates[128];
    int n = all_weis(pool, d, candidates);
    int need[8];
    for (int i = 0; i < n_points; i++) need[i] = points[i];
    for (int i = 1; i < n_points; i++) {  /* sorted(points, reverse=True) */
        int x = need[i], j = i - 1;
        while (j >= 0 && need[j] < x) { need[j + 1] = need[j]; j--; }
        need[j + 1] = x;
    }
    uint64_t chosen = 0, seq_cards = 0;
    int options[128];
    for (int v = 0; v < n_points; v++) {
        int n_opt = 0;
        for (int i = 0; i < n; i++)
            if (candidates[i].points == need[v] && !(candidates[i].sequence && (candidates[i].mask & seq_cards)))
                options[n_opt++] = i;
        if (!n_opt) return 0;
        const Combo *w = &candidates[options[mt_below(mt, n_opt)]];  /* rng.choice */
        chosen |= w->mask;
        if (w->sequence) seq_cards |= w->mask;
    }
    *chosen_out = chosen;
    return 1;
}

static void make_world(const Deal *d, const uint64_t *assignment, MT *mt, World *w);

static int sample_with_weis(const Deal *d, MT *mt, World *w) {
    int slots = d->n + 1;
    uint64_t unseen = 0;
    for (int i = 0; i < d->n_cards; i++) unseen |= (uint64_t)1 << d->cards[i];
    for (int attempt = 0; attempt < d->weis_attempts; attempt++) {
        uint64_t forced[5] = {0, 0, 0, 0, 0}, taken = 0;
        int ok = 1;
        for (int h = 0; h < d->n_hidden; h++) {
            int seat = d->hidden_seat[h];
            uint64_t pool = (unseen & ~taken & d->allowed[seat]) | d->played_by[seat];
            uint64_t chosen;
            if (!choose_weis(pool, d->hidden_points[h], d->hidden_count[h], d, mt, &chosen)) { ok = 0; break; }
            forced[seat] = chosen & ~d->played_by[seat];
            taken |= forced[seat];
        }
        if (!ok) continue;
        for (int s = 0; s < slots; s++) if (popcount64(forced[s]) > d->need[s]) ok = 0;
        if (!ok) continue;
        Deal rest = *d;
        rest.n_cards = 0;
        for (int i = 0; i < d->n_cards; i++)
            if (!((taken >> d->cards[i]) & 1)) rest.cards[rest.n_cards++] = d->cards[i];
        for (int s = 0; s < slots; s++) rest.need[s] = d->need[s] - popcount64(forced[s]);
        uint64_t assignment[5];
        if (!constrained_deal(&rest, rest.cards, mt, assignment)) continue;
        for (int s = 0; s < slots; s++) assignment[s] |= forced[s];
        for (int h = 0; h < d->n_hidden && ok; h++) {
            int seat = d->hidden_seat[h];
            int got[16], want[8];
            int n_got = maximal_points(assignment[seat] | d->known[seat] | d->played_by[seat], d, got);
            int n_want = d->hidden_count[h];
            for (int i = 0; i < n_want; i++) want[i] = d->hidden_points[h][i];
            for (int i = 1; i < n_want; i++) {
                int x = want[i], j = i - 1;
                while (j >= 0 && want[j] > x) { want[j + 1] = want[j]; j--; }
                want[j + 1] = x;
            }
            if (n_got != n_want) ok = 0;
            for (int i = 0; ok && i < n_want; i++) if (got[i] != want[i]) ok = 0;
        }
        if (ok) { make_world(d, assignment, mt, w); return 1; }
    }
    return 0;
}

/* returns 0 when no deal fits (the Python function raises InconsistentObservation; -1: with hidden Weis) */
static int sample_world(const Deal *d, MT *mt, World *w) {
    int cards[N_CARDS];
    int slots = d->n + 1;
    uint64_t assignment[5];
    if (d->n_hidden) return sample_with_weis(d, mt, w) ? 1 : -1;
    for (int i = 0; i < d->n_cards; i++) cards[i] = d->cards[i];
    for (int attempt = 0; attempt < 20; attempt++) {
        mt_shuffle(mt, cards, d->n_cards);
        int pos = 0, ok = 1;
        for (int s = 0; s < slots; s++) {
            uint64_t mask = 0;
            for (int i = 0; i < d->need[s]; i++) mask |= (uint64_t)1 << cards[pos + i];
            pos += d->need[s];
            assignment[s] = mask;
            if (mask & ~d->allowed[s]) ok = 0;
        }
        if (ok) { make_world(d, assignment, mt, w); return 1; }
    }
    for (int attempt = 0; attempt < 200; attempt++) {
        if (constrained_deal(d, cards, mt, assignment)) { make_world(d, assignment, mt, w); return 1; }
    }
    return 0;
}

/* -- the last tricks of a Schieber-like hand, exactly (ai/solver.SchieberEndgame) -------------------------- */

/* The value, for ``side``, adds the card points its side takes and subtracts ``against`` times the other side's,
 * plus match[s] when side s takes every trick of the hand (``alive``: who still can, OPEN_MATCH before any trick,
 * -1 nobody).  Positions at the start of a trick keep the bounds found (a table shared by every card and world of
 * one decision: its keys are whole positions). */

#define OPEN_MATCH 2
#define NO_MATCH_SIDE (-1)
#define ENDGAME_TABLE_BITS 17

typedef struct { uint64_t h[4]; int leader, alive, low, high, used; } BoundEntry;

typedef struct {
    int mode, step, side, against;
    int match[2];
    Flags flags;
    uint64_t hands[4];
    BoundEntry *table;
} Endgame;

static inline int alive_after(int alive, int winner_side) {
    if (alive == OPEN_MATCH) return winner_side;
    return alive == winner_side ? alive : NO_MATCH_SIDE;
}

static size_t bound_slot(const uint64_t *h, int leader, int alive) {
    uint64_t k = h[0] * 0x9E3779B97F4A7C15ULL;
    k ^= h[1] * 0xC2B2AE3D27D4EB4FULL;
    k ^= h[2] * 0x165667B19E3779F9ULL;
    k ^= h[3] * 0x27D4EB2F165667C5ULL;
    k ^= (uint64_t)(leader * 4 + alive + 1) * 0x94D049BB133111EBULL;
    k ^= k >> 31;
    return (size_t)(k & ((1u << ENDGAME_TABLE_BITS) - 1));
}

static int eg_in_trick(Endgame *E, int leader, int *trick, int n, int seat, int alpha, int beta, int alive);

static int eg_last_trick(Endgame *E, int leader, int alive) {
    int tm = TRICK_MODES[E->mode][8];
    int cards[4], seats[4];
    for (int i = 0; i < 4; i++) {
        seats[i] = mod4(leader + E->step * i);
        cards[i] = top64(E->hands[seats[i]]);
    }
    int winner = seats[trick_winner_index(tm, cards, 4)];
    const int *points = POINTS[tm];
    int pts = points[cards[0]] + points[cards[1]] + points[cards[2]] + points[cards[3]] + LAST_TRICK_BONUS;
    alive = alive_after(alive, winner % 2);
    int gain = winner % 2 == E->side ? pts : -E->against * pts;
    return gain + (alive == 0 || alive == 1 ? E->match[alive] : 0);
}

static int eg_trick_start(Endgame *E, int leader, int alive, int alpha, int beta) {
    size_t j = bound_slot(E->hands, leader, alive);
    BoundEntry *e = &E->table[j];
    int low = -10000, high = 10000;
    int hit = e->used && e->leader == leader && e->alive == alive && e->h[0] == E->hands[0] &&
              e->h[1] == E->hands[1] && e->h[2] == E->hands[2] && e->h[3] == E->hands[3];
    if (hit) {
        low = e->low;
        high = e->high;
        if (low == high || low >= beta) return low;
        if (high <= alpha) return high;
    }
    int a = alpha > low ? alpha : low, b = beta < high ? beta : high;
    int value;
    if (popcount64(E->hands[0]) == 1) {
        value = eg_last_trick(E, leader, alive);
        low = high = value;
    } else {
        int trick[4];
        value = eg_in_trick(E, leader, trick, 0, leader, a, b, alive);
        if (value <= a) high = value;
        else if (value >= b) low = value;
        else low = high = value;
    }
    for (int i = 0; i < 4; i++) e->h[i] = E->hands[i];
    e->leader = leader; e->alive = alive; e->low = low; e->high = high; e->used = 1;
    return value;
}

static int eg_in_trick(Endgame *E, int leader, int *trick, int n, int seat, int alpha, int beta, int alive) {
    if (n == 4) {
        int left = popcount64(E->hands[0] | E->hands[1] | E->hands[2] | E->hands[3]) / 4 + 1;
        int tm = TRICK_MODES[E->mode][9 - left];
        const int *points = POINTS[tm];
        int winner = mod4(leader + E->step * trick_winner_index(tm, trick, 4));
        int pts = points[trick[0]] + points[trick[1]] + points[trick[2]] + points[trick[3]];
        if (left == 1) pts += LAST_TRICK_BONUS;
        int gain = winner % 2 == E->side ? pts : -E->against * pts;
        alive = alive_after(alive, winner % 2);
        if (left == 1) return gain + (alive == 0 || alive == 1 ? E->match[alive] : 0);
        return gain + eg_trick_start(E, winner, alive, alpha - gain, beta - gain);
    }
    int maximizing = seat % 2 == E->side;
    int value = maximizing ? -10000 : 10000;
    uint64_t hand = E->hands[seat];
    uint64_t m = schieber_legal(hand, trick, n, E->mode, &E->flags);
    int following = mod4(seat + E->step);
    while (m) {  /* highest first, as the Python solver */
        int c = top64(m);
        uint64_t bit = (uint64_t)1 << c;
        m ^= bit;
        E->hands[seat] = hand ^ bit;
        trick[n] = c;
        int v = eg_in_trick(E, leader, trick, n + 1, following, alpha, beta, alive);
        if (maximizing) {
            if (v > value) { value = v; if (value > alpha) alpha = value; }
        } else if (v < value) {
            value = v;
            if (value < beta) beta = value;
        }
        if (alpha >= beta) break;
    }
    E->hands[seat] = hand;
    return value;
}

/* SchieberEndgame.card_values: each of ``cards`` (the player to move's) valued exactly in the world ``hands`` */
static void eg_card_values(Endgame *E, const uint64_t *hands, int leader, const int *trick_in, int n,
                           const int *cards, int n_cards, int alive, int *out) {
    int seat = mod4(leader + E->step * n);
    for (int i = 0; i < n_cards; i++) {
        int trick[4];
        for (int k = 0; k < n; k++) trick[k] = trick_in[k];
        for (int s = 0; s < 4; s++) E->hands[s] = hands[s];
        E->hands[seat] &= ~((uint64_t)1 << cards[i]);
        trick[n] = cards[i];
        out[i] = eg_in_trick(E, leader, trick, n + 1, mod4(seat + E->step), -10000, 10000, alive);
    }
}

/* every deal of the unseen cards to the other seats that the deal's constraints allow, each solved */
typedef struct {
    const Deal *d;
    Endgame *E;
    int leader, n_trick, n_cards, alive;
    const int *trick, *cards;
    long long totals[N_CARDS];
    long long worlds;
    int count_only;  /* count the worlds, solve none */
    Released *gil;   /* hears signals between worlds (stopped: a handler raised) */
    int stopped;
    uint64_t assigned[4];
} Enumeration;

static void enumerate_seat(Enumeration *en, int seat, uint64_t left) {
    const Deal *d = en->d;
    while (seat < 4 && (seat == d->seat || d->need[seat] == 0)) {
        en->assigned[seat] = 0;
        seat++;
    }
    if (seat == 4) {
        if (left) return;
        if (en->count_only) { en->worlds++; return; }
        if (en->gil && signalled(en->gil)) { en->stopped = 1; return; }
        uint64_t hands[4];
        for (int s = 0; s < 4; s++) hands[s] = s == d->seat ? d->hand : (en->assigned[s] | d->known[s]);
        int values[N_CARDS];
        eg_card_values(en->E, hands, en->leader, en->trick, en->n_trick, en->cards, en->n_cards, en->alive, values);
        for (int i = 0; i < en->n_cards; i++) en->totals[i] += values[i];
        en->worlds++;
        return;
    }
    uint64_t pool = left & d->allowed[seat];
    int k = d->need[seat];
    if (popcount64(pool) < k) return;
    /* every k-subset of pool, by Gosper's hack over the pool's bits */
    int bits[N_CARDS], nb = 0;
    uint64_t m = pool;
    while (m) { bits[nb++] = ctz64(m); m &= m - 1; }
    uint64_t comb = k ? (((uint64_t)1 << k) - 1) : 0;
    uint64_t limit = (uint64_t)1 << nb;
    for (;;) {
        uint64_t chosen = 0;
        for (int i = 0; i < nb; i++) if ((comb >> i) & 1) chosen |= (uint64_t)1 << bits[i];
        en->assigned[seat] = chosen;
        enumerate_seat(en, seat + 1, left & ~chosen);
        if (!k || en->stopped) break;
        uint64_t c = comb & -comb, r = comb + c;
        comb = (((r ^ comb) >> 2) / c) | r;
        if (comb >= limit) break;
    }
}

/* -- each game's simulation of one card in one world (the games' card_search closures) ---------------------- */

enum { SCHIEBER = 0, COIFFEUR = 1, DIFFERENZLER = 2, SCHMAUS = 3 };

typedef struct {
    int kind;
    int mode, leader, tricks_done, step;
    int trick[4], n_trick;
    Flags flags;
    int seat;
    double explore;
    /* Schieber and Coiffeur (policy: the rollout's SURE_LEADS | SAFE_SMEAR, Schieber's card search only) */
    int side, exact_tricks, solve_from, policy;
    /* Coiffeur: the choosing side, a trick already lost by it, the match bonus, the sign for the seat */
    int lost_before, bonus, sign;
    /* Differenzler */
    int bids[4];          /* known bids, -1 where assumed by rule of thumb */
    uint64_t played_by[4];
    int card_points[4];
    int my_bid, exact_bonus, max_bid;
    /* Schmaus */
    int weis;             /* the Weis-aware rollout */
    int bars[2];
    Call calls[4];
    int n_calls;
    int match_bonus;
} Kernel;

/* the value of ``card`` for the seat in world ``w`` */
static int simulate(const Kernel *k, const World *w, int card, MT *rng) {
    uint64_t hands[4];
    int trick[4], pts[2];
    for (int s = 0; s < 4; s++) hands[s] = w->hands[s];
    hands[k->seat] &= ~((uint64_t)1 << card);
    for (int i = 0; i < k->n_trick; i++) trick[i] = k->trick[i];
    trick[k->n_trick] = card;
    int n = k->n_trick + 1;
    switch (k->kind) {
    case SCHIEBER: {
        int tricks_left = 9 - k->tricks_done;
        if (tricks_left <= k->solve_from)
            return solve_schieber_tricks(hands, k->mode, k->leader, trick, n, tricks_left, &k->flags, k->step,
                                         k->side);
        schieber_rollout(hands, k->mode, k->leader, trick, n, k->tricks_done, &k->flags, k->step, rng, k->explore,
                         k->exact_tricks, k->side, k->policy, pts);
        return pts[k->side] - pts[1 - k->side];
    }
    case COIFFEUR: {
        schieber_rollout(hands, k->mode, k->leader, trick, n, k->tricks_done, &k->flags, k->step, rng, k->explore,
                         k->exact_tricks, k->side, 0, pts);
        int match = !k->lost_before && pts[1 - k->side] == 0 ? k->bonus : 0;
        return k->sign * (pts[k->side] + match);
    }
    case DIFFERENZLER: {
        int bids[4], taken[4];
        for (int s = 0; s < 4; s++) {
            bids[s] = k->bids[s] >= 0 ? k->bids[s]
                                      : thumb_estimate(w->hands[s] | k->played_by[s], k->mode, k->max_bid);
            taken[s] = k->card_points[s];
        }
        differenzler_rollout(hands, k->mode, k->leader, trick, n, k->tricks_done, &k->flags, k->step, rng, taken,
                             bids, k->explore);
        int diff = abs(k->my_bid - taken[k->seat]);
        int penalty = k->exact_bonus && diff == 0 ? diff - 10 : diff;
        return -penalty;
    }
    case SCHMAUS: {
        int side = k->seat;
        if (k->weis) {
            int bars[2] = {k->bars[0], k->bars[1]};
            schmaus_weis_rollout(hands, w->stock, w->n_stock, k->mode, k->leader, trick, n, k->tricks_done, rng,
                                 bars, k->calls, k->n_calls, k->explore, k->match_bonus, -1, pts);
        } else {
            schmaus_rollout(hands, w->stock, w->n_stock, k->mode, k->leader, trick, n, k->tricks_done, rng,
                            k->explore, pts);
        }
        return pts[side] - pts[1 - side];
    }
    }
    return 0;
}

/* -- the inference from the play: a world's weight (ai/experimental.world_weigher, the rollout model) ------- */

/* One card another seat played onto a trick (experimental._Decision): what does not depend on the world. */
typedef struct {
    int seat;
    int trick[3], n_trick;   /* the cards before his */
    int card;
    uint64_t later;          /* the cards he played from this one on: added back to the world's hand */
    int tm, led;             /* the trick's mode and the suit led: its keys, points and strength */
    int side_winning, last;  /* is the trick so far his side's; is he the last to play to it */
    int legal_arg;           /* what the kernel's legality needs besides (Schmaus: the stock's size then) */
    /* the club model (schieber.medium_core_view): what the Medium read of his observation then, bar his hand */
    int hand_mode;           /* the hand's mode (tm is the trick's) */
    uint64_t played;         /* the cards played before his, the trick's included */
    int winner_card, points; /* the trick so far: its winning card, its points (tm's) */
    int we_declared;         /* did his side choose the mode */
    uint64_t opp_voids[2];   /* the voids the two opponents had shown */
    int partner_leads[9], n_partner_leads;  /* the suits his partner had led, in order */
    int weak_suits;          /* the suits his partner had thrown away (a bit each) */
} PastCard;

#define MAX_PAST_CARDS 40

typedef struct {
    int n;  /* 0: every world weighs 1 */
    double eps;
    int club;  /* the model: 0 the rollout policy, 1 the club player (the Medium's rules) */
    PastCard d[MAX_PAST_CARDS];
} Weigher;

/* -- the club model: schieber.medium_card (lead, follow, schmieren) and the knowledge it reads -- */

#define ALL_CARDS (((uint64_t)1 << N_CARDS) - 1)

/* knowledge.cheapest: min by (points, strength, card) */
static int club_cheapest(uint64_t cards, const int *points, const int *strength) {
    int best = -1;
    for (uint64_t m = cards; m; m &= m - 1) {
        int c = ctz64(m);
        if (best < 0 || points[c] < points[best] || (points[c] == points[best] && strength[c] < strength[best]))
            best = c;
    }
    return best;
}

/* schieber.schmieren: the richest card (knowledge.richest: max by points, then the weaker) that is neither a top
 * trump nor, with more than three cards, a master worth 11 or more */
static int club_schmieren(uint64_t legal, uint64_t others, int mode, const int *points, const int *strength) {
    int many = popcount64(legal) > 3;
    uint64_t candidates = 0;
    for (uint64_t m = legal; m; m &= m - 1) {
        int c = ctz64(m);
        if (mode < 4 && c / N_RANKS == mode && strength[c] >= 106) continue;
        if (!(others & STRONGER[mode][c]) && points[c] >= 11 && many) continue;
        candidates |= (uint64_t)1 << c;
    }
    if (!candidates) candidates = legal;
    int best = -1;
    for (uint64_t m = candidates; m; m &= m - 1) {
        int c = ctz64(m);
        if (best < 0 || points[c] > points[best] || (points[c] == points[best] && strength[c] < strength[best]))
            best = c;
    }
    return best;
}

/* schieber.lead */
static int club_lead(const PastCard *d, uint64_t legal, uint64_t others) {
    int mode = d->tm;
    const int *points = POINTS[mode], *strength = STRENGTH[mode];
    uint64_t trumps_out = d->hand_mode < 4 ? others & SUIT_MASK[d->hand_mode] : 0;
    if (popcount64(legal) == 2) {
        int a = ctz64(legal), b = top64(legal);
        int ma = !(others & STRONGER[mode][a]), mb = !(others & STRONGER[mode][b]);
        if (ma + mb == 1) {
            int master = ma ? a : b, other = ma ? b : a;
            if (mode >= 4 || master / N_RANKS == mode || !trumps_out) return master;
            return other;
        }
    }
    if (mode < 4) {
        uint64_t mine = legal & SUIT_MASK[mode];
        if (mine && trumps_out) {
            int best = -1;
            for (uint64_t m = mine; m; m &= m - 1) {
                int c = ctz64(m);
                if (best < 0 || strength[c] > strength[best]) best = c;
            }
            uint64_t suit = SUIT_MASK[mode];
            int opp_may = (d->opp_voids[0] & suit) != (suit & trumps_out) ||
                          (d->opp_voids[1] & suit) != (suit & trumps_out);
            if (opp_may && !(others & STRONGER[mode][best]) && (d->we_declared || popcount64(mine) >= 3))
                return best;
        }
    }
    int master = -1;
    for (uint64_t m = legal; m; m &= m - 1) {
        int c = ctz64(m);
        if (mode < 4 && c / N_RANKS == mode) continue;
        uint64_t suit = SUIT_MASK[c / N_RANKS];
        if ((others & STRONGER[mode][c]) || !(others & suit)) continue;
        if (mode < 4 && trumps_out && ((d->opp_voids[0] & suit & others) == (suit & others) ||
                                       (d->opp_voids[1] & suit & others) == (suit & others)))
            continue;  /* an opponent would ruff it */
        if (master < 0 || points[c] > points[master] ||
            (points[c] == points[master] && strength[c] > strength[master]))
            master = c;
    }
    if (master >= 0) return master;
    for (int i = 0; i < d->n_partner_leads; i++) {  /* the partner's signal: the suit he led */
        int suit = d->partner_leads[i];
        if (mode < 4 && suit == mode) continue;
        int best = -1;
        for (uint64_t m = legal & SUIT_MASK[suit]; m; m &= m - 1) {
            int c = ctz64(m);
            if (best < 0 || strength[c] < strength[best]) best = c;
        }
        if (best >= 0) return best;
    }
    uint64_t plain = mode < 4 ? legal & ~SUIT_MASK[mode] : legal;
    if (!plain) plain = legal;
    int best = -1, best_weak = 0, best_pts = 0, best_len = 0, best_str = 0;
    for (uint64_t m = plain; m; m &= m - 1) {
        int c = ctz64(m);
        int weak = (d->weak_suits >> (c / N_RANKS)) & 1, len = -popcount64(legal & SUIT_MASK[c / N_RANKS]);
        if (best < 0 || weak < best_weak || (weak == best_weak && (points[c] < best_pts || (points[c] == best_pts &&
            (len < best_len || (len == best_len && strength[c] < best_str)))))) {
            best = c; best_weak = weak; best_pts = points[c]; best_len = len; best_str = strength[c];
        }
    }
    return best;
}

/* schieber.follow */
static int club_follow(const PastCard *d, uint64_t legal, uint64_t others) {
    int mode = d->tm;
    const int *points = POINTS[mode], *strength = STRENGTH[mode];
    uint64_t trumps_out = d->hand_mode < 4 ? others & SUIT_MASK[d->hand_mode] : 0;
    int led = d->trick[0] / N_RANKS;
    if (d->side_winning) {
        int w = d->winner_card;
        if (d->last || (!(others & STRONGER[mode][w]) && (mode >= 4 || w / N_RANKS == mode || !trumps_out)))
            return club_schmieren(legal, others, mode, points, strength);
        return club_cheapest(legal, points, strength);
    }
    const int *keys = WIN_KEY[mode][led];
    int best_key = keys[d->trick[0]];
    for (int i = 1; i < d->n_trick; i++) if (keys[d->trick[i]] > best_key) best_key = keys[d->trick[i]];
    uint64_t winners = 0;
    for (uint64_t m = legal; m; m &= m - 1) if (keys[ctz64(m)] > best_key) winners |= m & (~m + 1);
    if (winners) {
        int cheap = -1;  /* knowledge.weakest_winner: min by (strength, points) */
        for (uint64_t m = winners; m; m &= m - 1) {
            int c = ctz64(m);
            if (cheap < 0 || strength[c] < strength[cheap] || (strength[c] == strength[cheap] && points[c] < points[cheap]))
                cheap = c;
        }
        int is_trump = mode < 4 && cheap / N_RANKS == mode && led != mode;
        int value = d->points + points[cheap];
        if (d->last) {
            if (!is_trump || value >= 10 || popcount64(legal) <= 2) return cheap;
        } else {
            uint64_t masters = 0;
            for (uint64_t m = winners; m; m &= m - 1) {
                int c = ctz64(m);
                if (!(others & STRONGER[mode][c]) && (mode >= 4 || c / N_RANKS == mode || !trumps_out))
                    masters |= (uint64_t)1 << c;
            }
            if (masters && (value >= 10 || points[ctz64(masters)] >= 10)) {
                int best = -1;
                for (uint64_t m = masters; m; m &= m - 1) {
                    int c = ctz64(m);
                    if (best < 0 || strength[c] < strength[best]) best = c;
                }
                return best;
            }
            if (is_trump && value >= 12) return cheap;
            if (!is_trump && led != mode && d->points >= 10 && masters) return ctz64(masters);
        }
    }
    return club_cheapest(legal, points, strength);
}

/* experimental.club_weight: the club player's probability of the card played, relative to his likeliest card */
static double club_card_weight(const Kernel *k, const PastCard *d, uint64_t hand, double eps) {
    uint64_t legal = schieber_legal(hand, d->trick, d->n_trick, k->mode, &k->flags);
    int n = popcount64(legal);
    if (n == 1) return 1.0;
    uint64_t others = ALL_CARDS & ~hand & ~d->played;
    int club = d->n_trick ? club_follow(d, legal, others) : club_lead(d, legal, others);
    if (club == d->card) return 1.0;
    return (eps / n) / ((1.0 - eps) + eps / n);
}

/* experimental.decision_weight: the model's probability of the card played relative to its likeliest card */
static double past_card_weight(const Kernel *k, const PastCard *d, uint64_t hand, double eps) {
    uint64_t legal = k->kind == SCHMAUS ? schmaus_legal(hand, d->trick, d->n_trick, k->mode, d->legal_arg)
                                        : schieber_legal(hand, d->trick, d->n_trick, k->mode, &k->flags);
    int n = popcount64(legal);
    if (n == 1) return 1.0;
    const int *keys = WIN_KEY[d->tm][d->led], *points = POINTS[d->tm], *strength = STRENGTH[d->tm];
    int best_key = keys[d->trick[0]], trick_pts = 0;
    for (int i = 0; i < d->n_trick; i++) {
        if (keys[d->trick[i]] > best_key) best_key = keys[d->trick[i]];
        trick_pts += points[d->trick[i]];
    }
    /* greedy_choice with explore 0: no random draw (a lead is never judged) */
    int pick = follow_policy(legal, d->side_winning, best_key, trick_pts, keys, points, strength, d->last);
    int pick_wins = keys[pick] > best_key;
    uint64_t like = 0, m = legal;
    while (m) {
        int c = ctz64(m);
        m &= m - 1;
        if (points[c] == points[pick] && strength[c] == strength[pick] && (keys[c] > best_key) == pick_wins)
            like |= (uint64_t)1 << c;
    }
    if ((like >> d->card) & 1) return 1.0;
    int kk = popcount64(like);
    return (eps / n) / ((1.0 - eps) / kk + eps / n);
}

/* experimental.world_weigher's weight(world): the product over the past cards, oldest first */
static double world_weight(const Kernel *k, const Weigher *g, const World *w) {
    double weight = 1.0;
    for (int i = 0; i < g->n; i++) {
        const PastCard *d = &g->d[i];
        uint64_t hand = w->hands[d->seat] | d->later;
        weight *= g->club ? club_card_weight(k, d, hand, g->eps) : past_card_weight(k, d, hand, g->eps);
    }
    return weight;
}

/* ============================================================================================================ */
/* Python objects                                                                                               */
/* ============================================================================================================ */

typedef struct {
    PyObject_HEAD
    MT mt;
} RandomObject;

static PyTypeObject RandomType;

/* random.Random(seed) for an int: the 32-bit words of abs(seed), least significant first (at least one) */
static int seed_from_long(MT *mt, PyObject *arg) {
    PyObject *n = PyNumber_Absolute(arg);
    if (!n) return -1;
    size_t words = 0, cap = 4;
    uint32_t *key = PyMem_Malloc(cap * sizeof(uint32_t));
    PyObject *mask = PyLong_FromUnsignedLong(0xffffffffUL), *shift = PyLong_FromLong(32);
    if (!key || !mask || !shift) goto fail;
    do {
        PyObject *low = PyNumber_And(n, mask);
        if (!low) goto fail;
        unsigned long w = PyLong_AsUnsignedLong(low);
        Py_DECREF(low);
        if (w == (unsigned long)-1 && PyErr_Occurred()) goto fail;
        if (words == cap) {
            uint32_t *grown = PyMem_Realloc(key, 2 * cap * sizeof(uint32_t));
            if (!grown) goto fail;
            key = grown;
            cap *= 2;
        }
        key[words++] = (uint32_t)w;
        PyObject *rest = PyNumber_Rshift(n, shift);
        if (!rest) goto fail;
        Py_DECREF(n);
        n = rest;
    } while (PyObject_IsTrue(n));
    mt_init_by_array(mt, key, words);
    PyMem_Free(key);
    Py_DECREF(mask);
    Py_DECREF(shift);
    Py_DECREF(n);
    return 0;
fail:
    if (!PyErr_Occurred()) PyErr_NoMemory();
    PyMem_Free(key);
    Py_XDECREF(mask);
    Py_XDECREF(shift);
    Py_DECREF(n);
    return -1;
}

static int set_state(MT *mt, PyObject *state) {
    if (!PyTuple_Check(state) || PyTuple_GET_SIZE(state) != MT_N + 1) {
        PyErr_SetString(PyExc_ValueError, "a generator state is a tuple of 625 ints (random.Random's)");
        return -1;
    }
    for (int i = 0; i < MT_N; i++) {
        unsigned long v = PyLong_AsUnsignedLong(PyTuple_GET_ITEM(state, i));
        if (v == (unsigned long)-1 && PyErr_Occurred()) return -1;
        mt->state[i] = (uint32_t)v;
    }
    long index = PyLong_AsLong(PyTuple_GET_ITEM(state, MT_N));
    if (index == -1 && PyErr_Occurred()) return -1;
    if (index < 0 || index > MT_N) {
        PyErr_SetString(PyExc_ValueError, "a generator state's index is 0..624");
        return -1;
    }
    mt->index = (int)index;
    return 0;
}

static PyObject *Random_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    PyObject *seed = NULL;
    if (!PyArg_ParseTuple(args, "|O:Random", &seed)) return NULL;
    RandomObject *self = (RandomObject *)type->tp_alloc(type, 0);
    if (!self) return NULL;
    if (seed == NULL || seed == Py_None) {
        mt_init_genrand(&self->mt, 5489U);
    } else if (PyLong_Check(seed)) {
        if (seed_from_long(&self->mt, seed) < 0) { Py_DECREF(self); return NULL; }
    } else {
        if (set_state(&self->mt, seed) < 0) { Py_DECREF(self); return NULL; }
    }
    return (PyObject *)self;
}

static PyObject *Random_random(RandomObject *self, PyObject *unused) {
    return PyFloat_FromDouble(mt_random(&self->mt));
}

static PyObject *Random_getrandbits(RandomObject *self, PyObject *arg) {
    long k = PyLong_AsLong(arg);
    if (k == -1 && PyErr_Occurred()) return NULL;
    if (k < 0) { PyErr_SetString(PyExc_ValueError, "number of bits must be non-negative"); return NULL; }
    if (k == 0) return PyLong_FromLong(0);
    if (k <= 32) return PyLong_FromUnsignedLong(mt_bits(&self->mt, (int)k));
    if (k <= 64) {  /* two words, least significant first, the top one cut to size (as CPython) */
        uint64_t low = mt_next(&self->mt);
        uint64_t high = mt_next(&self->mt) >> (64 - k);
        return PyLong_FromUnsignedLongLong(low | (high << 32));
    }
    PyErr_SetString(PyExc_ValueError, "the core's generator gives at most 64 bits at once");
    return NULL;
}

static PyObject *Random_getstate(RandomObject *self, PyObject *unused) {
    PyObject *t = PyTuple_New(MT_N + 1);
    if (!t) return NULL;
    for (int i = 0; i < MT_N; i++) {
        PyObject *v = PyLong_FromUnsignedLong(self->mt.state[i]);
        if (!v) { Py_DECREF(t); return NULL; }
        PyTuple_SET_ITEM(t, i, v);
    }
    PyObject *v = PyLong_FromLong(self->mt.index);
    if (!v) { Py_DECREF(t); return NULL; }
    PyTuple_SET_ITEM(t, MT_N, v);
    return t;
}

static PyObject *Random_setstate(RandomObject *self, PyObject *state) {
    if (set_state(&self->mt, state) < 0) return NULL;
    Py_RETURN_NONE;
}

static PyMethodDef Random_methods[] = {
    {"random", (PyCFunction)Random_random, METH_NOARGS, "random.Random.random(): a float in [0, 1)."},
    {"getrandbits", (PyCFunction)Random_getrandbits, METH_O, "random.Random.getrandbits(k), k <= 64."},
    {"getstate", (PyCFunction)Random_getstate, METH_NOARGS,
     "The Mersenne Twister's state as random.Random.getstate()[1] holds it."},
    {"setstate", (PyCFunction)Random_setstate, METH_O, "Set the state from random.Random.getstate()[1]."},
    {NULL, NULL, 0, NULL}};

static PyTypeObject RandomType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "jassdesk.ai._fastcore.Random",
    .tp_basicsize = sizeof(RandomObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "random.Random's Mersenne Twister: Random(seed) or Random(state) draws what random.Random draws.",
    .tp_methods = Random_methods,
    .tp_new = Random_new,
};

/* -- parsing the Python side's tuples ------------------------------------------------------------------------- */

static int get_double(PyObject *seq, Py_ssize_t i, double *out) {
    PyObject *item = PySequence_GetItem(seq, i);
    if (!item) return -1;
    double v = PyFloat_AsDouble(item);
    Py_DECREF(item);
    if (v == -1.0 && PyErr_Occurred()) return -1;
    *out = v;
    return 0;
}

/* a sequence of ints into ``out`` (at most ``cap``); its length, or -1 */
static Py_ssize_t get_ints(PyObject *seq, int *out, Py_ssize_t cap) {
    PyObject *fast = PySequence_Fast(seq, "expected a sequence of ints");
    if (!fast) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (n > cap) { Py_DECREF(fast); PyErr_SetString(PyExc_ValueError, "sequence too long"); return -1; }
    for (Py_ssize_t i = 0; i < n; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (v == -1 && PyErr_Occurred()) { Py_DECREF(fast); return -1; }
        out[i] = (int)v;
    }
    Py_DECREF(fast);
    return n;
}

static Py_ssize_t get_masks(PyObject *seq, uint64_t *out, Py_ssize_t cap) {
    PyObject *fast = PySequence_Fast(seq, "expected a sequence of masks");
    if (!fast) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (n > cap) { Py_DECREF(fast); PyErr_SetString(PyExc_ValueError, "sequence too long"); return -1; }
    for (Py_ssize_t i = 0; i < n; i++) {
        unsigned long long v = PyLong_AsUnsignedLongLong(PySequence_Fast_GET_ITEM(fast, i));
        if (v == (unsigned long long)-1 && PyErr_Occurred()) { Py_DECREF(fast); return -1; }
        out[i] = (uint64_t)v;
    }
    Py_DECREF(fast);
    return n;
}

static int parse_flags(PyObject *seq, Flags *f) {
    int v[4];
    if (get_ints(seq, v, 4) != 4) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "flags: four bools");
        return -1;
    }
    f->trump_instead = v[0]; f->bauer_exception = v[1]; f->trumpfzwang = v[2]; f->undertrump_ban = v[3];
    return 0;
}

/* deal: (n, seat, hand, known, need, allowed, cards, has_stock, turned, hidden, played_by, four_points,
 * weis_attempts) as
 * fast_core.deal_of builds it; hidden: ((seat, (points, ...)), ...) for the announced Weis not shown yet */
static int parse_deal(PyObject *t, Deal *d) {
    PyObject *known, *need, *allowed, *cards, *hidden, *played, *fours;
    unsigned long long hand;
    memset(d, 0, sizeof(*d));
    if (!PyArg_ParseTuple(t, "iiKOOOOiiOOOi:deal", &d->n, &d->seat, &hand, &known, &need, &allowed, &cards,
                          &d->has_stock, &d->turned, &hidden, &played, &fours, &d->weis_attempts))
        return -1;
    if (get_masks(played, d->played_by, 4) < 0 || get_ints(fours, d->four_points, N_RANKS) != N_RANKS) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a deal's four_points: one per rank");
        return -1;
    }
    PyObject *fast = PySequence_Fast(hidden, "hidden Weis: a sequence");
    if (!fast) return -1;
    Py_ssize_t n_hidden = PySequence_Fast_GET_SIZE(fast);
    if (n_hidden > 4) { Py_DECREF(fast); PyErr_SetString(PyExc_ValueError, "at most four seats"); return -1; }
    for (Py_ssize_t h = 0; h < n_hidden; h++) {
        PyObject *points;
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(fast, h), "iO:hidden", &d->hidden_seat[h], &points) ||
            d->hidden_seat[h] < 0 || d->hidden_seat[h] > 3) {
            Py_DECREF(fast);
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a hidden Weis' seat is 0..3");
            return -1;
        }
        Py_ssize_t count = get_ints(points, d->hidden_points[h], 8);
        if (count < 0) { Py_DECREF(fast); return -1; }
        d->hidden_count[h] = (int)count;
    }
    d->n_hidden = (int)n_hidden;
    Py_DECREF(fast);
    d->hand = hand;
    if (d->n != 2 && d->n != 4) { PyErr_SetString(PyExc_ValueError, "a deal has 2 or 4 seats"); return -1; }
    for (int s = 0; s < 4; s++) d->known[s] = 0;
    if (get_masks(known, d->known, 4) != d->n) goto bad;
    if (get_ints(need, d->need, 5) != d->n + 1) goto bad;
    if (get_masks(allowed, d->allowed, 5) != d->n + 1) goto bad;
    d->n_cards = (int)get_ints(cards, d->cards, N_CARDS);
    if (d->n_cards < 0) return -1;
    return 0;
bad:
    if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a deal's lists do not fit its seats");
    return -1;
}

/* kernel: (kind, mode, leader, trick, tricks_done, step, flags, seat, explore, extra) */
static int parse_kernel(PyObject *t, Kernel *k) {
    PyObject *trick, *flags, *extra;
    memset(k, 0, sizeof(*k));
    if (!PyArg_ParseTuple(t, "iiiOiiOidO:kernel", &k->kind, &k->mode, &k->leader, &trick, &k->tricks_done, &k->step,
                          &flags, &k->seat, &k->explore, &extra))
        return -1;
    k->n_trick = (int)get_ints(trick, k->trick, 3);
    if (k->n_trick < 0) return -1;
    if (parse_flags(flags, &k->flags) < 0) return -1;
    switch (k->kind) {
    case SCHIEBER:  /* (side, exact_tricks, solve_from, policy) */
        if (!PyArg_ParseTuple(extra, "iiii:schieber", &k->side, &k->exact_tricks, &k->solve_from, &k->policy))
            return -1;
        return 0;
    case COIFFEUR:  /* (chooser side, exact_tricks, lost_before, bonus, sign) */
        if (!PyArg_ParseTuple(extra, "iiiii:coiffeur", &k->side, &k->exact_tricks, &k->lost_before, &k->bonus,
                              &k->sign))
            return -1;
        return 0;
    case DIFFERENZLER: {  /* (bids with -1 for assumed, played_by, card_points, my_bid, exact_bonus, max_bid) */
        PyObject *bids, *played, *card_points;
        if (!PyArg_ParseTuple(extra, "OOOiii:differenzler", &bids, &played, &card_points, &k->my_bid, &k->exact_bonus,
                              &k->max_bid))
            return -1;
        if (get_ints(bids, k->bids, 4) != 4 || get_masks(played, k->played_by, 4) != 4 ||
            get_ints(card_points, k->card_points, 4) != 4) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "differenzler: four seats");
            return -1;
        }
        return 0;
    }
    case SCHMAUS: {  /* (weis rollout, (bar0, bar1), ((seat, key, points), ...), match_bonus) */
        PyObject *calls;
        if (!PyArg_ParseTuple(extra, "i(ii)Oi:schmaus", &k->weis, &k->bars[0], &k->bars[1], &calls, &k->match_bonus))
            return -1;
        PyObject *fast = PySequence_Fast(calls, "calls: a sequence");
        if (!fast) return -1;
        Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
        if (n > 4) { Py_DECREF(fast); PyErr_SetString(PyExc_ValueError, "at most four calls"); return -1; }
        for (Py_ssize_t i = 0; i < n; i++) {
            Call *c = &k->calls[i];
            if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(fast, i), "iii:call", &c->seat, &c->key, &c->points)) {
                Py_DECREF(fast);
                return -1;
            }
        }
        k->n_calls = (int)n;
        Py_DECREF(fast);
        return 0;
    }
    }
    PyErr_SetString(PyExc_ValueError, "unknown kernel kind");
    return -1;
}

static int check_rng(PyObject *rng) {
    if (!PyObject_TypeCheck(rng, &RandomType)) {
        PyErr_SetString(PyExc_TypeError, "expected the core's Random");
        return -1;
    }
    if (!configured) {
        PyErr_SetString(PyExc_RuntimeError, "the core is not configured (fast_core.py does that on import)");
        return -1;
    }
    return 0;
}

static PyObject *InconsistentError;  /* set by fast_core.py: engine.determinize.InconsistentObservation */

static PyObject *inconsistent(int why) {  /* sample_world's 0 or -1: the engine's two sentences */
    PyErr_SetString(InconsistentError ? InconsistentError : PyExc_ValueError,
                    why < 0 ? "no deal of the unseen cards forms the Weis that were announced"
                            : "no deal of the unseen cards is consistent with the voids shown");
    return NULL;
}

/* -- module functions ----------------------------------------------------------------------------------------- */

static PyObject *py_configure(PyObject *mod, PyObject *args) {
    PyObject *points, *strength, *win_key, *trick_modes, *lower, *suit_masks, *bauer, *weis, *error;
    if (!PyArg_ParseTuple(args, "OOOOOOOOO:configure", &points, &strength, &win_key, &trick_modes, &lower,
                          &suit_masks, &bauer, &weis, &error))
        return NULL;
    for (int m = 0; m < 6; m++) {
        PyObject *p = PySequence_GetItem(points, m), *s = PySequence_GetItem(strength, m);
        if (!p || !s) { Py_XDECREF(p); Py_XDECREF(s); return NULL; }
        int ok = get_ints(p, POINTS[m], N_CARDS) == N_CARDS && get_ints(s, STRENGTH[m], N_CARDS) == N_CARDS;
        Py_DECREF(p); Py_DECREF(s);
        if (!ok) goto bad;
        PyObject *wk = PySequence_GetItem(win_key, m);
        if (!wk) return NULL;
        for (int led = 0; led < 4; led++) {
            PyObject *row = PySequence_GetItem(wk, led);
            if (!row) { Py_DECREF(wk); return NULL; }
            ok = get_ints(row, WIN_KEY[m][led], N_CARDS) == N_CARDS;
            Py_DECREF(row);
            if (!ok) { Py_DECREF(wk); goto bad; }
        }
        Py_DECREF(wk);
    }
    for (int m = 0; m < 10; m++) {
        PyObject *row = PySequence_GetItem(trick_modes, m);
        if (!row) return NULL;
        int ok = get_ints(row, TRICK_MODES[m], 9) == 9;
        Py_DECREF(row);
        if (!ok) goto bad;
    }
    for (int t = 0; t < 4; t++) {
        PyObject *row = PySequence_GetItem(lower, t);
        if (!row) return NULL;
        int ok = get_masks(row, LOWER_TRUMPS[t], N_RANKS) == N_RANKS;
        Py_DECREF(row);
        if (!ok) goto bad;
    }
    if (get_masks(suit_masks, SUIT_MASK, 4) != 4 || get_masks(bauer, BAUER_BIT, 4) != 4) goto bad;
    /* weis: per trump a sequence of (mask, key, points), every Schmaus Weis */
    memset(SEQ_KEY, 0xff, sizeof(SEQ_KEY));
    memset(FOUR_KEY, 0xff, sizeof(FOUR_KEY));
    for (int t = 0; t < 4; t++) {
        PyObject *table = PySequence_GetItem(weis, t);
        if (!table) return NULL;
        PyObject *fast = PySequence_Fast(table, "weis table");
        Py_DECREF(table);
        if (!fast) return NULL;
        for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(fast); i++) {
            unsigned long long mask;
            int key, pts;
            if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(fast, i), "Kii:weis", &mask, &key, &pts)) {
                Py_DECREF(fast);
                return NULL;
            }
            int low = ctz64(mask), count = popcount64(mask);
            uint64_t run = (((uint64_t)1 << count) - 1) << low;
            if (run == mask && count >= 3 && count <= 9) {
                SEQ_KEY[t][low][count] = key;
                SEQ_PTS[t][low][count] = pts;
            } else if (count == 4 && mask == FOUR_MASKS[low % N_RANKS]) {
                FOUR_KEY[t][low] = key;
                FOUR_PTS[t][low] = pts;
            }
        }
        Py_DECREF(fast);
    }
    for (int m = 0; m < 6; m++)
        for (int c = 0; c < N_CARDS; c++) {
            STRONGER[m][c] = 0;
            for (int o = 0; o < N_CARDS; o++)
                if (o / N_RANKS == c / N_RANKS && STRENGTH[m][o] > STRENGTH[m][c]) STRONGER[m][c] |= (uint64_t)1 << o;
        }
    Py_XDECREF(InconsistentError);
    Py_INCREF(error);
    InconsistentError = error;
    configured = 1;
    Py_RETURN_NONE;
bad:
    if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "configure: a table of the wrong size");
    return NULL;
}

/* sample_world(rng, deal) -> (hands, stock): engine/determinize.sample_world, for the equivalence tests */
static PyObject *py_sample_world(PyObject *mod, PyObject *args) {
    PyObject *rng, *deal_t;
    Deal d;
    World w;
    if (!PyArg_ParseTuple(args, "OO:sample_world", &rng, &deal_t)) return NULL;
    if (check_rng(rng) < 0 || parse_deal(deal_t, &d) < 0) return NULL;
    int sampled = sample_world(&d, &((RandomObject *)rng)->mt, &w);
    if (sampled != 1) return inconsistent(sampled);
    PyObject *hands = PyTuple_New(d.n), *stock = PyTuple_New(w.n_stock);
    if (!hands || !stock) { Py_XDECREF(hands); Py_XDECREF(stock); return NULL; }
    for (int s = 0; s < d.n; s++) PyTuple_SET_ITEM(hands, s, PyLong_FromUnsignedLongLong(w.hands[s]));
    for (int i = 0; i < w.n_stock; i++) PyTuple_SET_ITEM(stock, i, PyLong_FromLong(w.stock[i]));
    return Py_BuildValue("(NN)", hands, stock);
}

static int parse_world(PyObject *hands, PyObject *stock, World *w) {
    for (int s = 0; s < 4; s++) w->hands[s] = 0;
    if (get_masks(hands, w->hands, 4) < 0) return -1;
    w->n_stock = (int)get_ints(stock, w->stock, N_CARDS);
    return w->n_stock < 0 ? -1 : 0;
}

/* simulate(rng, kernel, hands, stock, card) -> int: one card in one world, as the game's Python closure */
static PyObject *py_simulate(PyObject *mod, PyObject *args) {
    PyObject *rng, *kernel_t, *hands, *stock;
    int card;
    Kernel k;
    World w;
    if (!PyArg_ParseTuple(args, "OOOOi:simulate", &rng, &kernel_t, &hands, &stock, &card)) return NULL;
    if (check_rng(rng) < 0 || parse_kernel(kernel_t, &k) < 0 || parse_world(hands, stock, &w) < 0) return NULL;
    return PyLong_FromLong(simulate(&k, &w, card, &((RandomObject *)rng)->mt));
}

/* The pruning of ai/expert._prune for worlds of weight 1: a card whose mean deficit to the best exceeds z
 * standard errors (and 4 points) is dropped.  Sums of ints, as the Python side computes them.  With ``weights``
 * (the inference from the play) and ``wtotals``/``wsamples`` the weighted branch: the weighted mean, the unbiased
 * weighted variance and the effective number of worlds, each sum taken in the order the Python loop takes it. */
static void prune(int *active, int *n_active, const long long *totals, const long long *samples,
                  const double *wtotals, const double *wsamples, const double *weights,
                  const double *penalties, int *const *per_world, int worlds, double z, int *pruned) {
    if (*n_active <= 2) return;
    int best = active[0];
    double best_value = -1.0 / 0.0;
    for (int i = 0; i < *n_active; i++) {
        int e = active[i];
        double v = (weights ? wtotals[e] / wsamples[e] : (double)totals[e] / (double)samples[e]) - penalties[e];
        if (i == 0 || v > best_value) { best = e; best_value = v; }
    }
    double v1 = 0.0, v2 = 0.0;
    if (weights)
        for (int w = 0; w < worlds; w++) { v1 += weights[w]; v2 += weights[w] * weights[w]; }
    int kept = 0;
    for (int i = 0; i < *n_active; i++) {
        int e = active[i];
        if (e == best) { active[kept++] = e; continue; }
        double n, mean, var;
        if (weights) {
            n = v1 * v1 / v2;
            double s = 0.0;
            for (int w = 0; w < worlds; w++) s += weights[w] * (double)(per_world[best][w] - per_world[e][w]);
            mean = s / v1;
            double q = 0.0;
            for (int w = 0; w < worlds; w++) {
                double dm = (double)(per_world[best][w] - per_world[e][w]) - mean;
                q += weights[w] * (dm * dm);
            }
            var = q / (v1 - v2 / v1);
        } else {
            long long s = 0, q = 0;
            for (int w = 0; w < worlds; w++) {
                long long d = per_world[best][w] - per_world[e][w];
                s += d;
                q += d * d;
            }
            n = (double)worlds;
            mean = (double)s / n;
            var = (double)(worlds * q - s * s) / (double)((long long)worlds * (worlds - 1));
        }
        if (mean > 4 && mean * mean * n > z * z * var)
            pruned[e] = 1;
        else
            active[kept++] = e;
    }
    *n_active = kept;
}

/* weigher: None, or (eps, ((seat, trick, card, later, trick mode, suit led, side winning, last, legal arg), ...))
 * for the rollout model, or (eps, ((seat, trick, card, later) + schieber.medium_core_view's tuple, ...), 1) for the
 * club model, as experimental.core_weigher builds them */
static int parse_club_card(PyObject *item, PastCard *d, PyObject **trick) {
    unsigned long long later, played, void0, void1;
    PyObject *leads;
    memset(d, 0, sizeof(*d));
    if (!PyArg_ParseTuple(item, "iOiKiiKiiiii(KK)Oi:past card", &d->seat, trick, &d->card, &later, &d->tm,
                          &d->hand_mode, &played, &d->winner_card, &d->side_winning, &d->points, &d->last,
                          &d->we_declared, &void0, &void1, &leads, &d->weak_suits))
        return -1;
    d->later = later;
    d->played = played;
    d->opp_voids[0] = void0;
    d->opp_voids[1] = void1;
    Py_ssize_t n = get_ints(leads, d->partner_leads, 9);
    if (n < 0) return -1;
    d->n_partner_leads = (int)n;
    for (int i = 0; i < d->n_partner_leads; i++)
        if (d->partner_leads[i] < 0 || d->partner_leads[i] > 3) {
            PyErr_SetString(PyExc_ValueError, "a suit is 0..3");
            return -1;
        }
    if (d->winner_card < 0 || d->winner_card >= N_CARDS) {
        PyErr_SetString(PyExc_ValueError, "a card is 0..35");
        return -1;
    }
    return 0;
}

static int parse_weigher(PyObject *t, Weigher *g) {
    PyObject *cards;
    g->n = 0;
    g->club = 0;
    if (t == NULL || t == Py_None) return 0;
    if (!PyArg_ParseTuple(t, "dO|i:weigher", &g->eps, &cards, &g->club)) return -1;
    PyObject *fast = PySequence_Fast(cards, "past cards: a sequence");
    if (!fast) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (n > MAX_PAST_CARDS) { Py_DECREF(fast); PyErr_SetString(PyExc_ValueError, "too many past cards"); return -1; }
    for (Py_ssize_t i = 0; i < n; i++) {
        PastCard *d = &g->d[i];
        PyObject *trick;
        unsigned long long later;
        if (g->club) {
            if (parse_club_card(PySequence_Fast_GET_ITEM(fast, i), d, &trick) < 0) { Py_DECREF(fast); return -1; }
            d->n_trick = (int)get_ints(trick, d->trick, 3);
            if (d->n_trick < 0) { Py_DECREF(fast); return -1; }
            d->led = d->n_trick ? d->trick[0] / N_RANKS : 0;
            if (d->seat < 0 || d->seat > 3 || d->tm < 0 || d->tm > 5 || d->card < 0 || d->card >= N_CARDS) {
                Py_DECREF(fast);
                PyErr_SetString(PyExc_ValueError, "a past card: a seat 0..3, a trick mode 0..5");
                return -1;
            }
            continue;
        }
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(fast, i), "iOiKiiiii:past card", &d->seat, &trick, &d->card,
                              &later, &d->tm, &d->led, &d->side_winning, &d->last, &d->legal_arg)) {
            Py_DECREF(fast);
            return -1;
        }
        d->later = later;
        d->n_trick = (int)get_ints(trick, d->trick, 3);
        if (d->n_trick < 0) { Py_DECREF(fast); return -1; }
        if (d->n_trick == 0 || d->seat < 0 || d->seat > 3 || d->tm < 0 || d->tm > 5 || d->led < 0 || d->led > 3 ||
            d->card < 0 || d->card >= N_CARDS) {
            Py_DECREF(fast);
            PyErr_SetString(PyExc_ValueError, "a past card: a seat 0..3 onto a begun trick, a trick mode 0..5");
            return -1;
        }
    }
    g->n = (int)n;
    Py_DECREF(fast);
    return 0;
}

/* world_weight(weigher, kernel, hands) -> float: a world's weight, for the equivalence tests */
static PyObject *py_world_weight(PyObject *mod, PyObject *args) {
    PyObject *weigher_t, *kernel_t, *hands;
    Kernel k;
    Weigher g;
    World w;
    if (!PyArg_ParseTuple(args, "OOO:world_weight", &weigher_t, &kernel_t, &hands)) return NULL;
    if (!configured) { PyErr_SetString(PyExc_RuntimeError, "the core is not configured"); return NULL; }
    if (parse_weigher(weigher_t, &g) < 0 || parse_kernel(kernel_t, &k) < 0) return NULL;
    for (int s = 0; s < 4; s++) w.hands[s] = 0;
    if (get_masks(hands, w.hands, 4) < 0) return NULL;
    w.n_stock = 0;
    return PyFloat_FromDouble(world_weight(&k, &g, &w));
}

/* search_cards(rng, deal, kernel, cards, penalties, max_worlds, budget, prune_from, prune_doubling, prune_z
 * [, weigher]) -> (totals, samples, pruned): ai/expert.ExpertPlayer.evaluate_cards' loop, worlds sampled here.
 * With a weigher (the inference from the play) each world counts with its weight: totals and samples are then
 * floats, summed as the Python loop sums them. */
static PyObject *py_search_cards(PyObject *mod, PyObject *args) {
    PyObject *rng_o, *deal_t, *kernel_t, *cards_o, *pen_o, *weigher_t = NULL;
    long long max_worlds;
    double budget, z;
    int prune_from, doubling;
    Deal d;
    Kernel k;
    Weigher *g = NULL;
    int cards[N_CARDS];
    double penalties[N_CARDS];
    if (!PyArg_ParseTuple(args, "OOOOOLdiid|O:search_cards", &rng_o, &deal_t, &kernel_t, &cards_o, &pen_o,
                          &max_worlds, &budget, &prune_from, &doubling, &z, &weigher_t))
        return NULL;
    if (check_rng(rng_o) < 0 || parse_deal(deal_t, &d) < 0 || parse_kernel(kernel_t, &k) < 0) return NULL;
    int n_cards = (int)get_ints(cards_o, cards, N_CARDS);
    if (n_cards < 0) return NULL;
    for (int i = 0; i < n_cards; i++) if (get_double(pen_o, i, &penalties[i]) < 0) return NULL;
    int weighted = weigher_t != NULL && weigher_t != Py_None;
    if (weighted) {
        g = malloc(sizeof(Weigher));
        if (!g) return PyErr_NoMemory();
        if (parse_weigher(weigher_t, g) < 0) { free(g); return NULL; }
    }
    MT *mt = &((RandomObject *)rng_o)->mt;
    long long totals[N_CARDS] = {0}, samples[N_CARDS] = {0};
    double wtotals[N_CARDS] = {0}, wsamples[N_CARDS] = {0};
    int pruned[N_CARDS] = {0}, active[N_CARDS];
    int n_active = n_cards;
    for (int i = 0; i < n_cards; i++) active[i] = i;
    int *per_world[N_CARDS] = {0};
    double *weights = NULL;
    int capacity = 0;
    int do_prune = prune_from > 0;
    long long worlds = 0, next_check = prune_from;
    int sampled = 1, no_memory = 0;  /* sampled: sample_world's last answer */
    double deadline = budget >= 0 ? now_seconds() + budget : 0;
    Released gil;
    release_gil(&gil);
    while (worlds < max_worlds && (worlds < 4 || budget < 0 || now_seconds() < deadline) && !signalled(&gil)) {
        World w;
        if ((sampled = sample_world(&d, mt, &w)) != 1) break;
        if (do_prune && worlds >= capacity) {
            int grown = capacity ? capacity * 2 : 64;
            for (int i = 0; i < n_cards; i++) {
                int *p = realloc(per_world[i], sizeof(int) * grown);
                if (!p) { no_memory = 1; break; }
                per_world[i] = p;
            }
            if (!no_memory && weighted) {
                double *p = realloc(weights, sizeof(double) * grown);
                if (!p) no_memory = 1; else weights = p;
            }
            if (no_memory) break;
            capacity = grown;
        }
        double weight = weighted ? world_weight(&k, g, &w) : 1.0;
        for (int i = 0; i < n_active; i++) {
            int e = active[i];
            int v = simulate(&k, &w, cards[e], mt);
            if (weighted) {
                wtotals[e] += weight * (double)v;
                wsamples[e] += weight;
            } else {
                totals[e] += v;
                samples[e] += 1;
            }
            if (do_prune) per_world[e][worlds] = v;
        }
        if (do_prune && weighted) weights[worlds] = weight;
        worlds++;
        if (do_prune && worlds == next_check) {
            next_check = doubling ? next_check * 2 : next_check + prune_from;
            prune(active, &n_active, totals, samples, wtotals, wsamples, weighted ? weights : NULL, penalties,
                  per_world, (int)worlds, z, pruned);
        }
    }
    int stopped = take_gil_back(&gil);
    for (int i = 0; i < n_cards; i++) free(per_world[i]);
    free(weights);
    free(g);
    if (stopped) return NULL;
    if (no_memory) return PyErr_NoMemory();
    if (sampled != 1) return inconsistent(sampled);
    PyObject *t = PyList_New(n_cards), *s = PyList_New(n_cards), *p = PyList_New(n_cards);
    if (!t || !s || !p) { Py_XDECREF(t); Py_XDECREF(s); Py_XDECREF(p); return NULL; }
    for (int i = 0; i < n_cards; i++) {
        PyList_SET_ITEM(t, i, weighted ? PyFloat_FromDouble(wtotals[i]) : PyLong_FromLongLong(totals[i]));
        PyList_SET_ITEM(s, i, weighted ? PyFloat_FromDouble(wsamples[i]) : PyLong_FromLongLong(samples[i]));
        PyList_SET_ITEM(p, i, PyBool_FromLong(pruned[i]));
    }
    return Py_BuildValue("(NNN)", t, s, p);
}

/* search_modes(rng, deal, options, multipliers, vorhand, flags, step, side, partner, max_worlds, budget, explore)
 * -> (totals, worlds): SchieberAI.mode_tallies' loop; an option is a mode, -1 for pushing (the partner's best
 * mode by hand strength in each world); ``multipliers``: the rules' multiplier of each mode 0..9 */
static PyObject *py_search_modes(PyObject *mod, PyObject *args) {
    PyObject *rng_o, *deal_t, *options_o, *mults_o, *flags_o;
    int vorhand, step, side, partner;
    long long max_worlds;
    double budget, explore;
    Deal d;
    Flags flags;
    if (!PyArg_ParseTuple(args, "OOOOiOiiiLdd:search_modes", &rng_o, &deal_t, &options_o, &mults_o, &vorhand,
                          &flags_o, &step, &side, &partner, &max_worlds, &budget, &explore))
        return NULL;
    if (check_rng(rng_o) < 0 || parse_deal(deal_t, &d) < 0 || parse_flags(flags_o, &flags) < 0) return NULL;
    int modes[16], mults[10];
    Py_ssize_t n_opt = get_ints(options_o, modes, 16);
    if (n_opt < 0) return NULL;
    if (get_ints(mults_o, mults, 10) != 10) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "multipliers: one per mode 0..9");
        return NULL;
    }
    for (Py_ssize_t i = 0; i < n_opt; i++)
        if (modes[i] < -1 || modes[i] > 9) { PyErr_SetString(PyExc_ValueError, "a mode is 0..9 or -1"); return NULL; }
    MT *mt = &((RandomObject *)rng_o)->mt;
    long long totals[16] = {0};
    long long worlds = 0;
    int sampled = 1;  /* sample_world's last answer */
    double deadline = budget >= 0 ? now_seconds() + budget : 0;
    Released gil;
    release_gil(&gil);
    while (worlds < max_worlds && (worlds < 4 || budget < 0 || now_seconds() < deadline) && !signalled(&gil)) {
        World w;
        if ((sampled = sample_world(&d, mt, &w)) != 1) break;
        for (int i = 0; i < n_opt; i++) {
            int mode = modes[i] >= 0 ? modes[i] : best_mode(w.hands[partner]);
            uint64_t hands[4];
            int pts[2];
            for (int s = 0; s < 4; s++) hands[s] = w.hands[s];
            schieber_rollout(hands, mode, vorhand, NULL, 0, 0, &flags, step, mt, explore, 0, 0, 0, pts);
            totals[i] += (long long)(pts[side] - pts[1 - side]) * mults[mode];
        }
        worlds++;
    }
    if (take_gil_back(&gil)) return NULL;
    if (sampled != 1) return inconsistent(sampled);
    PyObject *t = PyList_New(n_opt);
    if (!t) return NULL;
    for (int i = 0; i < n_opt; i++) PyList_SET_ITEM(t, i, PyLong_FromLongLong(totals[i]));
    return Py_BuildValue("(NL)", t, worlds);
}

/* search_bid(rng, deal, mode, vorhand, flags, step, seat, bids, max_bid, max_worlds, budget, min_worlds)
 * -> [points taken per world]: DifferenzlerAI.bid_tallies' loop */
static PyObject *py_search_bid(PyObject *mod, PyObject *args) {
    PyObject *rng_o, *deal_t, *flags_o, *bids_o;
    int mode, vorhand, step, seat, max_bid, min_worlds;
    long long max_worlds;
    double budget;
    Deal d;
    Flags flags;
    int known[4];
    if (!PyArg_ParseTuple(args, "OOiiOiiOiLdi:search_bid", &rng_o, &deal_t, &mode, &vorhand, &flags_o, &step, &seat,
                          &bids_o, &max_bid, &max_worlds, &budget, &min_worlds))
        return NULL;
    if (check_rng(rng_o) < 0 || parse_deal(deal_t, &d) < 0 || parse_flags(flags_o, &flags) < 0) return NULL;
    if (get_ints(bids_o, known, 4) != 4) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "bids: four seats");
        return NULL;
    }
    MT *mt = &((RandomObject *)rng_o)->mt;
    size_t capacity = 1024, count = 0;
    int *taken_seat = malloc(sizeof(int) * capacity);
    if (!taken_seat) return PyErr_NoMemory();
    int sampled = 1, no_memory = 0;  /* sampled: sample_world's last answer */
    double deadline = budget >= 0 ? now_seconds() + budget : 0;
    Released gil;
    release_gil(&gil);
    while ((long long)count < max_worlds && ((long long)count < min_worlds || budget < 0 || now_seconds() < deadline)
           && !signalled(&gil)) {
        World w;
        if ((sampled = sample_world(&d, mt, &w)) != 1) break;
        int bids[4], taken[4] = {0, 0, 0, 0};
        for (int s = 0; s < 4; s++) bids[s] = known[s] >= 0 ? known[s] : thumb_estimate(w.hands[s], mode, max_bid);
        uint64_t hands[4];
        for (int s = 0; s < 4; s++) hands[s] = w.hands[s];
        differenzler_rollout(hands, mode, vorhand, NULL, 0, 0, &flags, step, mt, taken, bids, 0.1);
        if (count >= capacity) {
            int *p = realloc(taken_seat, sizeof(int) * capacity * 2);
            if (!p) { no_memory = 1; break; }
            taken_seat = p;
            capacity *= 2;
        }
        taken_seat[count++] = taken[seat];
    }
    if (take_gil_back(&gil)) { free(taken_seat); return NULL; }
    if (no_memory) { free(taken_seat); return PyErr_NoMemory(); }
    if (sampled != 1) { free(taken_seat); return inconsistent(sampled); }
    PyObject *out = PyList_New((Py_ssize_t)count);
    if (!out) { free(taken_seat); return NULL; }
    for (size_t i = 0; i < count; i++) PyList_SET_ITEM(out, (Py_ssize_t)i, PyLong_FromLong(taken_seat[i]));
    free(taken_seat);
    return out;
}

/* solve(hands, mode, leader, trick, tricks_left, flags, step, side) -> int: ai/solver.solve_schieber_tricks */
static PyObject *py_solve(PyObject *mod, PyObject *args) {
    PyObject *hands_o, *trick_o, *flags_o;
    int mode, leader, tricks_left, step, side;
    uint64_t hands[4];
    int trick[4];
    Flags flags;
    if (!PyArg_ParseTuple(args, "OiiOiOii:solve", &hands_o, &mode, &leader, &trick_o, &tricks_left, &flags_o, &step,
                          &side))
        return NULL;
    if (!configured) { PyErr_SetString(PyExc_RuntimeError, "the core is not configured"); return NULL; }
    if (get_masks(hands_o, hands, 4) != 4 || parse_flags(flags_o, &flags) < 0) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "four hands");
        return NULL;
    }
    int n = (int)get_ints(trick_o, trick, 3);
    if (n < 0) return NULL;
    return PyLong_FromLong(solve_schieber_tricks(hands, mode, leader, trick, n, tricks_left, &flags, step, side));
}

/* schmaus_endgame(hands, trump, leader, trick, match_owner, match_bonus) -> (value, {card: value}):
 * ai/solver.solve_schmaus_endgame; match_owner -1 before the first trick after the stock, else as there */
static PyObject *py_schmaus_endgame(PyObject *mod, PyObject *args) {
    unsigned long long a0, a1;
    int trump, leader, owner, bonus;
    PyObject *trick_o;
    int trick[2];
    if (!PyArg_ParseTuple(args, "(KK)iiOii:schmaus_endgame", &a0, &a1, &trump, &leader, &trick_o, &owner, &bonus))
        return NULL;
    if (!configured) { PyErr_SetString(PyExc_RuntimeError, "the core is not configured"); return NULL; }
    int n = (int)get_ints(trick_o, trick, 1);
    if (n < 0) return NULL;
    EndGame g = {NULL, 0, 0, trump, bonus, 0};
    if (!end_grow(&g)) return PyErr_NoMemory();
    int cards[N_CARDS], values[N_CARDS], n_cards = 0;
    uint64_t h0 = a0, h1 = a1;
    int to_move = n ? 1 - leader : leader;
    Py_BEGIN_ALLOW_THREADS
    if (!n) {
        uint64_t m = to_move == 0 ? h0 : h1;
        while (m) {
            int c = ctz64(m);
            m &= m - 1;
            cards[n_cards] = c;
            values[n_cards++] = end_reply(&g, h0, h1, leader, owner, c);
        }
    } else {
        int card = trick[0];
        const int *keys = WIN_KEY[trump][card / N_RANKS];
        const int *points = POINTS[trump];
        uint64_t f_hand = to_move == 0 ? h0 : h1;
        uint64_t m = schmaus_legal(f_hand, trick, 1, trump, 0);
        while (m) {
            int r = ctz64(m);
            m &= m - 1;
            int winner = keys[card] >= keys[r] ? leader : to_move;
            int pts = points[card] + points[r];
            uint64_t n0 = h0, n1 = h1;
            if (to_move == 1) n1 &= ~((uint64_t)1 << r); else n0 &= ~((uint64_t)1 << r);
            if (!n0 && !n1) pts += LAST_TRICK_BONUS;
            int new_owner = owner == -1 ? winner : (owner == winner ? owner : NO_MATCH);
            cards[n_cards] = r;
            values[n_cards++] = (winner == 0 ? pts : -pts) + end_start(&g, n0, n1, winner, new_owner);
        }
    }
    Py_END_ALLOW_THREADS
    free(g.table);
    if (g.failed) return PyErr_NoMemory();
    PyObject *per_card = PyDict_New();
    if (!per_card) return NULL;
    int value = 0;
    for (int i = 0; i < n_cards; i++) {
        PyObject *k = PyLong_FromLong(cards[i]), *v = PyLong_FromLong(values[i]);
        if (!k || !v || PyDict_SetItem(per_card, k, v) < 0) {
            Py_XDECREF(k); Py_XDECREF(v); Py_DECREF(per_card); return NULL;
        }
        Py_DECREF(k); Py_DECREF(v);
        if (i == 0 || (to_move == 0 ? values[i] > value : values[i] < value)) value = values[i];
    }
    return Py_BuildValue("(iN)", value, per_card);
}

/* search_rows(rng, deal, options, receiver, receiver_options, receiver_sign, expected, seat, flags, step, bonus,
 *             max_worlds, budget, explore) -> (totals, worlds): CoiffeurAI.mode_tallies' loop.
 * options: (push?, mode, factor, value_after, value_before) per choice in order, a push (1, ...) valued by the
 * receiver's club choice; receiver_options: (row, mode, factor, row_base, value_after, value_before);
 * expected: (base_points, points_per_score, base_score), one per mode 0..9 (coiffeur.expected_points). */
typedef struct { int push, mode, factor, row; double base, after, before; } RowOption;
#define MAX_ROW_OPTIONS 256  /* every row of a table times every mode it takes, and pushing */

static double coiffeur_expected(uint64_t hand, int mode, const double (*expected)[3]) {
    double scores[10];
    for (int s = 0; s < 4; s++) scores[s] = trump_score(hand, s);
    scores[4] = slalom_score(hand, 0);
    scores[5] = slalom_score(hand, 1);
    scores[6] = scores[8] = (5 * scores[4] + 4 * scores[5]) / 9;
    scores[7] = scores[9] = (4 * scores[4] + 5 * scores[5]) / 9;
    return expected[mode][0] + expected[mode][1] * (scores[mode] - expected[mode][2]);
}

static int parse_row_options(PyObject *seq, RowOption *out, int receiver_form) {
    PyObject *fast = PySequence_Fast(seq, "row options: a sequence");
    if (!fast) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (n > MAX_ROW_OPTIONS) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "too many row options");
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        RowOption *o = &out[i];
        memset(o, 0, sizeof(*o));
        int ok = receiver_form
            ? PyArg_ParseTuple(PySequence_Fast_GET_ITEM(fast, i), "iiiddd:receiver option", &o->row, &o->mode,
                               &o->factor, &o->base, &o->after, &o->before)
            : PyArg_ParseTuple(PySequence_Fast_GET_ITEM(fast, i), "iiidd:option", &o->push, &o->mode, &o->factor,
                               &o->after, &o->before);
        if (!ok) { Py_DECREF(fast); return -1; }
        if (o->mode < 0 || o->mode > 9) { Py_DECREF(fast); PyErr_SetString(PyExc_ValueError, "mode 0..9"); return -1; }
    }
    Py_DECREF(fast);
    return (int)n;
}

static PyObject *py_search_rows(PyObject *mod, PyObject *args) {
    PyObject *rng_o, *deal_t, *options_o, *recv_o, *expected_o, *flags_o;
    int receiver, sign, seat, step, bonus;
    long long max_worlds;
    double budget, explore;
    Deal d;
    Flags flags;
    RowOption options[MAX_ROW_OPTIONS], recv[MAX_ROW_OPTIONS];
    double expected[10][3];
    if (!PyArg_ParseTuple(args, "OOOiOiOiOiiLdd:search_rows", &rng_o, &deal_t, &options_o, &receiver, &recv_o, &sign,
                          &expected_o, &seat, &flags_o, &step, &bonus, &max_worlds, &budget, &explore))
        return NULL;
    if (check_rng(rng_o) < 0 || parse_deal(deal_t, &d) < 0 || parse_flags(flags_o, &flags) < 0) return NULL;
    int n_opt = parse_row_options(options_o, options, 0);
    int n_recv = n_opt < 0 ? -1 : parse_row_options(recv_o, recv, 1);
    if (n_recv < 0) return NULL;
    if (receiver >= 0 && (receiver > 3 || !n_recv)) {
        PyErr_SetString(PyExc_ValueError, "a receiver is a seat 0..3 with open rows");
        return NULL;
    }
    for (int m = 0; m < 10; m++) {
        PyObject *row = PySequence_GetItem(expected_o, m);
        if (!row) return NULL;
        int ok = get_double(row, 0, &expected[m][0]) == 0 && get_double(row, 1, &expected[m][1]) == 0 &&
                 get_double(row, 2, &expected[m][2]) == 0;
        Py_DECREF(row);
        if (!ok) return NULL;
    }
    MT *mt = &((RandomObject *)rng_o)->mt;
    double totals[MAX_ROW_OPTIONS] = {0};
    long long worlds = 0;
    int sampled = 1;  /* sample_world's last answer */
    double deadline = budget >= 0 ? now_seconds() + budget : 0;
    Released gil;
    release_gil(&gil);
    while (worlds < max_worlds && (worlds < 4 || budget < 0 || now_seconds() < deadline) && !signalled(&gil)) {
        World w;
        if ((sampled = sample_world(&d, mt, &w)) != 1) break;
        int played[4][10], have[4][10];
        memset(have, 0, sizeof(have));
        for (int i = 0; i < n_opt; i++) {
            int chooser, mode, factor;
            double after, before;
            if (!options[i].push) {
                chooser = seat; mode = options[i].mode; factor = options[i].factor;
                after = options[i].after; before = options[i].before;
            } else if (receiver >= 0) {  /* coiffeur.medium_row: the receiver's club choice for his hand */
                int best = 0;
                double best_gain = 0;
                for (int j = 0; j < n_recv; j++) {
                    double points = coiffeur_expected(w.hands[receiver], recv[j].mode, expected);
                    double gain = recv[j].factor * (points - recv[j].base);
                    if (j == 0 || gain > best_gain ||
                        (gain == best_gain && (recv[j].factor > recv[best].factor ||
                                               (recv[j].factor == recv[best].factor && recv[j].row < recv[best].row)))) {
                        best = j;
                        best_gain = gain;
                    }
                }
                chooser = receiver; mode = recv[best].mode; factor = recv[best].factor;
                after = recv[best].after; before = recv[best].before;
            } else {
                continue;
            }
            if (!have[chooser][mode]) {  /* coiffeur._played_out: one rollout per chooser and mode in a world */
                uint64_t hands[4];
                int pts[2];
                for (int s = 0; s < 4; s++) hands[s] = w.hands[s];
                schieber_rollout(hands, mode, chooser, NULL, 0, 0, &flags, step, mt, explore, 0, 0, 0, pts);
                int side = chooser % 2;
                played[chooser][mode] = pts[side] + (pts[1 - side] == 0 ? bonus : 0);
                have[chooser][mode] = 1;
            }
            double gain = ((double)(factor * played[chooser][mode]) + after) - before;
            totals[i] += options[i].push && sign < 0 ? -gain : gain;
        }
        worlds++;
    }
    if (take_gil_back(&gil)) return NULL;
    if (sampled != 1) return inconsistent(sampled);
    PyObject *t = PyList_New(n_opt);
    if (!t) return NULL;
    for (int i = 0; i < n_opt; i++) PyList_SET_ITEM(t, i, PyFloat_FromDouble(totals[i]));
    return Py_BuildValue("(NL)", t, worlds);
}

/* endgame_tallies(deal, cards, leader, trick, alive, mode, flags, step, side, against, match, limit, rng, samples)
 * -> (totals, worlds, every): every legal card's exact value summed over every world the seat cannot tell apart
 * where there are at most ``limit`` of them (every = True); else over ``samples`` worlds sampled from ``rng`` as
 * engine/determinize.sample_world samples them (review.exact_card_tallies: the same sums) */
static PyObject *py_endgame_tallies(PyObject *mod, PyObject *args) {
    PyObject *deal_t, *cards_o, *trick_o, *flags_o, *rng_o;
    int leader, alive, mode, step, side, against, match0, match1;
    long long limit, samples;
    Deal d;
    int cards[N_CARDS], trick[4];
    if (!PyArg_ParseTuple(args, "OOiOiiOiii(ii)LOL:endgame_tallies", &deal_t, &cards_o, &leader, &trick_o, &alive,
                          &mode, &flags_o, &step, &side, &against, &match0, &match1, &limit, &rng_o, &samples))
        return NULL;
    if (check_rng(rng_o) < 0 || parse_deal(deal_t, &d) < 0) return NULL;
    if (d.n != 4 || d.has_stock || d.n_hidden) {
        PyErr_SetString(PyExc_ValueError, "the exact endgame is a four-seat hand without stock or hidden Weis");
        return NULL;
    }
    Endgame E;
    memset(&E, 0, sizeof(E));
    if (parse_flags(flags_o, &E.flags) < 0) return NULL;
    int n_cards = (int)get_ints(cards_o, cards, N_CARDS);
    int n_trick = n_cards < 0 ? -1 : (int)get_ints(trick_o, trick, 3);
    if (n_trick < 0) return NULL;
    E.mode = mode; E.step = step; E.side = side; E.against = against; E.match[0] = match0; E.match[1] = match1;
    E.table = calloc((size_t)1 << ENDGAME_TABLE_BITS, sizeof(BoundEntry));
    if (!E.table) return PyErr_NoMemory();
    Enumeration en;
    memset(&en, 0, sizeof(en));
    en.d = &d; en.E = &E; en.leader = leader; en.n_trick = n_trick; en.n_cards = n_cards; en.alive = alive;
    en.trick = trick; en.cards = cards;
    uint64_t unseen = 0;
    for (int i = 0; i < d.n_cards; i++) unseen |= (uint64_t)1 << d.cards[i];
    MT *mt = &((RandomObject *)rng_o)->mt;
    int every = 1, sampled = 1;
    Released gil;
    release_gil(&gil);
    en.gil = &gil;
    en.count_only = 1;
    enumerate_seat(&en, 0, unseen);
    en.count_only = 0;
    if (en.worlds <= limit) {
        en.worlds = 0;
        enumerate_seat(&en, 0, unseen);
    } else {
        every = 0;
        en.worlds = 0;
        for (long long i = 0; i < samples && !signalled(&gil); i++) {
            World w;
            if ((sampled = sample_world(&d, mt, &w)) != 1) break;
            int values[N_CARDS];
            eg_card_values(&E, w.hands, leader, trick, n_trick, cards, n_cards, alive, values);
            for (int c = 0; c < n_cards; c++) en.totals[c] += values[c];
            en.worlds++;
        }
    }
    int stopped = take_gil_back(&gil);
    free(E.table);
    if (stopped) return NULL;
    if (sampled != 1) return inconsistent(sampled);
    PyObject *t = PyList_New(n_cards);
    if (!t) return NULL;
    for (int i = 0; i < n_cards; i++) PyList_SET_ITEM(t, i, PyLong_FromLongLong(en.totals[i]));
    return Py_BuildValue("(NLN)", t, en.worlds, PyBool_FromLong(every));
}

static PyMethodDef module_methods[] = {
    {"endgame_tallies", py_endgame_tallies, METH_VARARGS,
     "The last tricks solved exactly in every consistent world (ai/solver.SchieberEndgame), summed per card."},
    {"configure", py_configure, METH_VARARGS, "Hand the engine's tables to the core (fast_core.py, on import)."},
    {"sample_world", py_sample_world, METH_VARARGS, "engine/determinize.sample_world."},
    {"simulate", py_simulate, METH_VARARGS, "One card in one world, as the game's card search plays it."},
    {"world_weight", py_world_weight, METH_VARARGS, "A world's weight by the inference from the play."},
    {"search_cards", py_search_cards, METH_VARARGS, "A card decision's search: ExpertPlayer.evaluate_cards' loop."},
    {"search_modes", py_search_modes, METH_VARARGS, "Schieber's trump choice: SchieberAI.mode_tallies' loop."},
    {"search_bid", py_search_bid, METH_VARARGS, "Differenzler's bid: DifferenzlerAI.bid_tallies' loop."},
    {"search_rows", py_search_rows, METH_VARARGS, "Coiffeur's row choice: CoiffeurAI.mode_tallies' loop."},
    {"solve", py_solve, METH_VARARGS, "ai/solver.solve_schieber_tricks."},
    {"schmaus_endgame", py_schmaus_endgame, METH_VARARGS, "ai/solver.solve_schmaus_endgame."},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT, "_fastcore",
    "The Expert's search core in C: the Python search's worlds, rollouts and solver, the same draws, faster.",
    -1, module_methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__fastcore(void) {
    RUN_STARTS = 0;
    for (int s = 0; s < 4; s++) RUN_STARTS |= (uint64_t)0x7F << (s * N_RANKS);
    FOUR_RANKS = 0;
    for (int r = 4; r < N_RANKS; r++) FOUR_RANKS |= (uint64_t)1 << r;
    for (int r = 0; r < N_RANKS; r++) {
        FOUR_MASKS[r] = 0;
        for (int s = 0; s < 4; s++) FOUR_MASKS[r] |= (uint64_t)1 << (s * N_RANKS + r);
    }
    if (PyType_Ready(&RandomType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module_def);
    if (!m) return NULL;
    Py_INCREF(&RandomType);
    if (PyModule_AddObject(m, "Random", (PyObject *)&RandomType) < 0) {
        Py_DECREF(&RandomType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
