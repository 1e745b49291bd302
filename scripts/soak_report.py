"""The soak's report (scripts/soak): the summary, its table, and a PNG of memory and latency over time.

The PNG is drawn here (zlib and a 3x5 pixel font) so that the soak needs nothing beyond macllm's own
dependencies: three panels over the run's minutes, RSS and MLX memory (MB), the pool and the disk tier (MB),
and request latency p50 / p95 per minute (seconds), each with its largest value written at the top left.
"""

from __future__ import annotations

import statistics
import struct
import zlib
from collections import Counter
from pathlib import Path

MB = 1 << 20
MEMORY = (
    "rss_bytes",
    "rss_anon_bytes",
    "rss_file_bytes",
    "mlx_active_bytes",
    "mlx_cache_bytes",
    "rss_beyond_mlx_bytes",
    "rss_beyond_pool_bytes",
    "kv_unplanned_bytes",
    "pool_bytes",
    "disk_bytes",
)
NATIVE = (  # glibc only (macllm/native_heap.py), "-" elsewhere; kept in the idle samples too
    "native_anonymous_bytes",
    "native_arena_bytes",
    "native_in_use_bytes",
    "native_free_held_bytes",
    "native_mmap_bytes",
)
NATIVE_COUNTS = ("native_arenas", "native_python_blocks", "heap_trims")
MEMORY += NATIVE
LATE = ("rss_bytes", "rss_beyond_pool_bytes", "native_in_use_bytes")  # reported for the run's later half too
COUNTS = ("open_files", "threads", "python_threads", "python_objects", "pool_entries", "responses_stored")
COUNTS += NATIVE_COUNTS


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))] if xs else None


def slope_per_hour(points: list[tuple[float, float]]) -> float:
    """Least-squares slope of (seconds, value), per hour."""
    return fit_per_hour(points)[0] or 0.0


def fit_per_hour(points: list[tuple[float, float]]) -> tuple[float, float | None]:
    """Least-squares slope of (seconds, value) per hour, and its standard error (None below 3 points); no slope
    (None) below 2."""
    if len(points) < 2:
        return None, None
    mt = statistics.fmean(t for t, _ in points)
    mv = statistics.fmean(v for _, v in points)
    var = sum((t - mt) ** 2 for t, _ in points)
    if not var:
        return 0.0, None
    b = sum((t - mt) * (v - mv) for t, v in points) / var
    if len(points) < 3:
        return 3600 * b, None
    residual = sum((v - mv - b * (t - mt)) ** 2 for t, v in points) / (len(points) - 2)
    return 3600 * b, 3600 * (residual / var) ** 0.5


def pool_full_at(samples: list[dict]) -> float | None:
    """When the pool first reached its budget: its first spill to the disk tier (the soak's requests do not
    persist, so the disk tier gets only spills), or 95% of its budget. None: not within the run."""
    for s in samples:
        if s.get("disk_bytes") or s.get("pool_bytes", 0) >= 0.95 * (s.get("pool_budget_bytes") or float("inf")):
            return s["t"]
    return None


def engine_running(sample: dict) -> int:
    """Requests the engine ran at a sample (every loaded model's), from /health/memory's `models`."""
    return sum(m.get("requests_running") or 0 for m in (sample.get("models") or {}).values())


def warmup_parts(samples: list[dict], requests: list[dict], floor_s: float = 0.0) -> dict:
    """What the warm-up waits for, each part's time (seconds; None: not within the run): `kinds_s`, the first
    answer of every kind the run answered (each kind's code paths, grammars and prompt shapes have run once);
    `batch_s`, the first sample at the most requests the engine ran at once in the run (requests join a batch one
    at a time, at their first token, so every smaller size came on the way: each size's buffers allocated once,
    its KV rows, its step's transients, MLX's cache of them; the smaller sizes a sample catches only when traffic
    drains, at an idle sample or the run's end, do not count); `pool_full_s`,
    the pool's first reaching its budget (its growth before is the cache filling, bounded); and `floor_s`
    (--warmup-minutes). Events, not a fixed minute: on a fast GPU they come in the first minute, on a loaded CPU
    later, and the warm-up ends at the latest of them (`warmup_end`)."""
    first: dict[str, float] = {}
    for r in sorted(requests, key=lambda r: r["t"]):
        if r["outcome"] in ("ok", "disconnected"):
            first.setdefault(r["kind"], r["t"])
    sizes: dict[int, float] = {}
    for s in samples:
        n = engine_running(s)
        if n:
            sizes.setdefault(n, s["t"])
    return {
        "kinds_s": max(first.values(), default=0.0),
        "kinds": sorted(first),
        "batch_s": sizes.get(max(sizes, default=0), 0.0),
        "batch_sizes": sorted(sizes),
        "pool_full_s": pool_full_at(samples),
        "floor_s": floor_s,
    }


def warmup_end(parts: dict) -> float:
    return max(parts[k] or 0.0 for k in ("kinds_s", "batch_s", "pool_full_s", "floor_s"))


def per_minute(requests: list[dict]) -> list[dict]:
    rows = []
    for m in range(int(max((r["t"] for r in requests), default=0) // 60) + 1):
        inside = [r for r in requests if m * 60 <= r["t"] < (m + 1) * 60]
        ok = [r["seconds"] for r in inside if r["outcome"] == "ok"]
        ttft = [r["ttft"] for r in inside if r["outcome"] == "ok" and r["ttft"] is not None]
        rows.append(
            {
                "minute": m + 1,
                "requests": len(inside),
                "ok": len(ok),
                "p50_s": pct(ok, 0.5),
                "p95_s": pct(ok, 0.95),
                "max_s": max(ok, default=None),
                "ttft_p50_s": pct(ttft, 0.5),
            }
        )
    return rows


def summarize(samples: list[dict], requests: list[dict], warmup_s: float, args) -> dict:
    """The run's figures. After the warm-up (warmup_parts: every kind answered, every batch size run, the pool at
    its budget, at least warmup_s) and until traffic ends: slopes over every sample (what running requests hold
    swings them) and over the idle ones (nothing in flight: what stays), each with its standard error."""
    good = [s for s in samples if "rss_bytes" in s and "mlx_active_bytes" in s]
    parts = warmup_parts(good, requests, warmup_s)
    pool_full = parts["pool_full_s"]
    warm_end = warmup_end(parts)
    end = 60 * args.minutes
    after = [s for s in good if warm_end <= s["t"] <= end] or good[-1:]
    idle = [s for s in good if s.get("idle")]
    idle_after = [s for s in idle if s["t"] >= warm_end]
    points = {k: (good[0].get(k), after[0].get(k), good[-1].get(k)) for k in MEMORY + COUNTS} if good else {}
    plan = next((s["plan_total_bytes"] for s in good if s.get("plan_total_bytes")), None)
    fits = {k: fit_per_hour([(s["t"], s[k]) for s in after if k in s]) for k in MEMORY}
    idle_fits = {k: fit_per_hour([(s["t"], s[k]) for s in idle_after if k in s]) for k in MEMORY}
    growth = {k: v[0] for k, v in fits.items()}
    # the later half of the time measured after the warm-up (a run cut short ends at its last sample): a bounded
    # cache that fills after the warm-up's events (MLX CUDA's attention plans, the stored Responses) is a rise that
    # then stops, not a leak; growth that goes on shows here as well
    last = max((s["t"] for s in after), default=end)
    half = warm_end + (min(end, last) - warm_end) / 2
    late_fits = {k: fit_per_hour([(s["t"], s[k]) for s in after if s["t"] >= half and k in s]) for k in LATE}
    late_idle_fits = {k: fit_per_hour([(s["t"], s[k]) for s in idle_after if s["t"] >= half and k in s]) for k in LATE}
    outcomes = Counter(r["outcome"] for r in requests)
    hung = [r for r in requests if r["outcome"] == "hung"]
    late = [r for r in hung if r.get("answered_s") is not None]
    by_kind = {}
    for r in requests:
        by_kind.setdefault(r["kind"], Counter())[r["outcome"]] += 1

    def pct_of_plan(fit):
        if not plan or fit[0] is None:
            return None, None
        return 100 * fit[0] / plan, None if fit[1] is None else 100 * fit[1] / plan

    rss_pct = pct_of_plan(fits.get("rss_bytes", (0.0, None)))
    idle_pct = {k: pct_of_plan(idle_fits[k]) for k in ("rss_bytes", "rss_beyond_pool_bytes")}
    # no growth: idle against idle (no connection in flight) from the warm-up's end to the run's; without two
    # idle samples after the warm-up, the end against the most the warm-up reached
    compared = (
        "idle at the end against idle after the warm-up"
        if len(idle_after) >= 2
        else "the end against the warm-up's most"
    )
    if len(idle_after) >= 2:
        flat = {k: idle_after[-1][k] - idle_after[0][k] for k in ("open_files", "threads")}
    else:
        warm = [s for s in good if s["t"] < warm_end] or good[:1]
        flat = {k: good[-1][k] - max(s[k] for s in warm) for k in ("open_files", "threads") if good}
    return {
        "minutes": args.minutes,
        "clients": args.clients,
        "warmup_s": warm_end,
        "warmup_floor_s": warmup_s,
        "warmup_parts": parts,
        "pool_full_s": pool_full,
        "idle_samples": [
            {k: s.get(k) for k in ("t", "idle_wait_s", "rss_bytes", "rss_beyond_pool_bytes", "pool_bytes")}
            | {k: s.get(k) for k in ("mlx_active_bytes", "open_files", "threads", "python_objects")}
            | {k: s.get(k) for k in NATIVE + NATIVE_COUNTS}
            for s in idle
        ],
        "requests": len(requests),
        "outcomes": dict(outcomes),
        # past --hang-s: answered later (when, and how: slow under overload) or never within --stuck-s (stuck)
        "hung_answered_late": [
            {k: r.get(k) for k in ("t", "kind", "answered_s", "late_outcome", "status", "code")} for r in late
        ],
        "hung_stuck": len(hung) - len(late),
        "refusals_429": dict(Counter(r.get("code") or "-" for r in requests if r["outcome"] == "429")),
        "by_kind": {k: dict(v) for k, v in sorted(by_kind.items())},
        "per_minute": per_minute(requests),
        "memory": points,
        "plan_total_bytes": plan,
        "growth_per_hour_bytes": growth,
        "growth_per_hour_se_bytes": {k: v[1] for k, v in fits.items()},
        "idle_growth_per_hour_bytes": {k: v[0] for k, v in idle_fits.items()},
        "idle_growth_per_hour_se_bytes": {k: v[1] for k, v in idle_fits.items()},
        "rss_growth_pct_of_plan_per_hour": rss_pct[0],
        "rss_growth_pct_se": rss_pct[1],
        "idle_growth_pct_of_plan_per_hour": {k: v[0] for k, v in idle_pct.items()},
        "idle_growth_pct_se": {k: v[1] for k, v in idle_pct.items()},
        "later_half_from_s": half,
        "later_half_growth_pct_of_plan_per_hour": {k: pct_of_plan(v) for k, v in late_fits.items()},
        "later_half_idle_growth_pct_of_plan_per_hour": {k: pct_of_plan(v) for k, v in late_idle_fits.items()},
        "counts_growth_after_warmup": flat,
        "counts_compared": compared,
        # the server idle before any traffic against idle at the end (no connection in flight either time)
        "counts_idle_end_vs_start": {k: idle[-1][k] - good[0][k] for k in ("open_files", "threads")} if idle else None,
        "ok": outcomes["5xx"] == 0 and outcomes["hung"] == 0 and outcomes["error"] == 0,
    }


def _f(x, nd=2) -> str:
    return "-" if x is None else f"{x:.{nd}f}"


def _pm(value, se, scale: float = MB, nd: int = 1) -> str:
    """A slope and its standard error, '12.3 +- 4.5' (MB by default)."""
    if value is None:
        return "-"
    return f"{value / scale:.{nd}f}" + ("" if se is None else f" +- {se / scale:.{nd}f}")


def table(s: dict) -> str:
    out = [f"\n{s['requests']} requests in {s['minutes']:g} min from {s['clients']} clients (+ bursts)"]
    if s.get("cut_short"):
        cut = s["cut_short"]
        out.append(f"CUT SHORT at {cut['at_s']} s by {cut['by']}: what was measured until then; in flight:")
        out += [f"  {r['kind']}, waiting {r['waited_s']} s" for r in cut["in_flight"]] or ["  nothing"]
    names = ["ok", "disconnected", "429", "4xx", "5xx", "hung", "error"]
    out.append(f"{'kind':<16}" + "".join(f"{n:>13}" for n in names))
    for kind, c in s["by_kind"].items():
        out.append(f"{kind:<16}" + "".join(f"{c.get(n, 0):>13}" for n in names))
    out.append(f"{'all':<16}" + "".join(f"{s['outcomes'].get(n, 0):>13}" for n in names))
    out.append(f"\n{'minute':>6}{'requests':>10}{'ok':>6}{'p50 s':>8}{'p95 s':>8}{'max s':>8}{'ttft p50':>10}")
    for m in s["per_minute"]:
        out.append(
            f"{m['minute']:>6}{m['requests']:>10}{m['ok']:>6}{_f(m['p50_s']):>8}{_f(m['p95_s']):>8}"
            f"{_f(m['max_s']):>8}{_f(m['ttft_p50_s']):>10}"
        )
    full, parts = s["pool_full_s"], s.get("warmup_parts") or {}
    out.append(
        f"\nwarm-up: {s['warmup_s'] / 60:.1f} min, the latest of: every kind answered once at "
        f"{(parts.get('kinds_s') or 0) / 60:.1f} min ({len(parts.get('kinds', []))} kinds), the largest batch "
        f"({max(parts.get('batch_sizes') or [0])} at once) first at {(parts.get('batch_s') or 0) / 60:.1f} min, the "
        "pool at its budget "
        + (f"at {full / 60:.1f} min" if full is not None else "not within the run")
        + (f", --warmup-minutes {parts['floor_s'] / 60:g}" if parts.get("floor_s") else "")
        + f"; {len(s['idle_samples'])} idle samples"
    )
    head = f"{'start':>12}{'after warm-up':>15}{'end':>12}{'growth/h (busy)':>20}{'growth/h (idle)':>20}"
    out.append(f"{'':<20}{head}")
    for k in MEMORY:
        a, b, c = (None if v is None else v / MB for v in s["memory"].get(k, (None,) * 3))
        busy = _pm(s["growth_per_hour_bytes"].get(k), s["growth_per_hour_se_bytes"].get(k))
        idle = _pm(s["idle_growth_per_hour_bytes"].get(k), s["idle_growth_per_hour_se_bytes"].get(k))
        out.append(
            f"{k.removesuffix('_bytes') + ' MB':<20}{_f(a, 1):>12}{_f(b, 1):>15}{_f(c, 1):>12}{busy:>20}{idle:>20}"
        )
    for k in COUNTS:
        a, b, c = s["memory"].get(k, (None,) * 3)
        out.append(f"{k:<20}{a if a is not None else '-':>12}{b if b is not None else '-':>15}{c or '-':>12}")
    plan = s["plan_total_bytes"]
    idle = s["idle_growth_pct_of_plan_per_hour"]
    se = s["idle_growth_pct_se"]
    out.append(
        f"\nthe plan's total: {_f(plan and plan / MB, 0)} MB; RSS growth after warm-up per hour, in % of it "
        f"(goal: under 1%): {_pm(s['rss_growth_pct_of_plan_per_hour'], s['rss_growth_pct_se'], 1, 2)} over every "
        f"sample, {_pm(idle['rss_bytes'], se['rss_bytes'], 1, 2)} idle, "
        f"{_pm(idle['rss_beyond_pool_bytes'], se['rss_beyond_pool_bytes'], 1, 2)} idle beyond the pool"
    )
    if s.get("later_half_growth_pct_of_plan_per_hour"):
        busy, quiet = s["later_half_growth_pct_of_plan_per_hour"], s["later_half_idle_growth_pct_of_plan_per_hour"]
        out.append(
            f"the later half (from {s['later_half_from_s'] / 60:.1f} min), in % of the plan per hour, busy / idle: "
            + "; ".join(f"{k.removesuffix('_bytes')} {_pm(*busy[k], 1, 2)} / {_pm(*quiet[k], 1, 2)}" for k in LATE)
        )
    o = s["outcomes"]
    late = s.get("hung_answered_late", [])
    when = ", ".join(f"{r['kind']} {r['late_outcome']} after {r['answered_s']:.0f} s" for r in late)
    out.append(
        f"hung (a wait past --hang-s): {o.get('hung', 0)}, of which answered later: {len(late)}"
        + (f" ({when})" if when else "")
        + f", never answered within --stuck-s (stuck): {s.get('hung_stuck', 0)}; 429s by code: "
        + f"{s.get('refusals_429', {})}"
    )
    out.append(
        f"5xx: {o.get('5xx', 0)}, hung: {o.get('hung', 0)}, connection errors: {o.get('error', 0)}; open files and "
        f"threads, {s['counts_compared']}: {s['counts_growth_after_warmup']}, idle at the end against the start: "
        f"{s['counts_idle_end_vs_start']}"
    )
    return "\n".join(out)


# -- the PNG ---------------------------------------------------------------------------------------------
_GLYPHS = {
    "0": "111101101101111",
    "1": "010110010010111",
    "2": "111001111100111",
    "3": "111001111001111",
    "4": "101101111001001",
    "5": "111100111001111",
    "6": "111100111101111",
    "7": "111001001001001",
    "8": "111101111101111",
    "9": "111101111001111",
    ".": "000000000000010",
    " ": "000000000000000",
    "-": "000000111000000",
    "/": "001001010100100",
    ":": "000010000010000",
    "%": "101001010100101",
    "A": "010101111101101",
    "B": "110101110101110",
    "C": "011100100100011",
    "D": "110101101101110",
    "E": "111100110100111",
    "F": "111100110100100",
    "G": "011100101101011",
    "H": "101101111101101",
    "I": "111010010010111",
    "K": "101101110101101",
    "L": "100100100100111",
    "M": "101111111101101",
    "N": "110101101101101",
    "O": "010101101101010",
    "P": "110101110100100",
    "R": "110101110101101",
    "S": "011100010001110",
    "T": "111010010010010",
    "U": "101101101101111",
    "V": "101101101101010",
    "W": "101101111111101",
    "X": "101101010101101",
    "Y": "101101010010010",
}
_COLORS = [(31, 119, 180), (255, 127, 14), (44, 160, 44), (214, 39, 40), (148, 103, 189)]


class Canvas:
    def __init__(self, w: int, h: int):
        self.w, self.h = w, h
        self.px = bytearray(b"\xff" * (w * h * 3))

    def dot(self, x: int, y: int, c) -> None:
        if 0 <= x < self.w and 0 <= y < self.h:
            i = 3 * (y * self.w + x)
            self.px[i : i + 3] = bytes(c)

    def line(self, x0, y0, x1, y1, c) -> None:
        n = max(abs(x1 - x0), abs(y1 - y0), 1)
        for i in range(n + 1):
            self.dot(round(x0 + (x1 - x0) * i / n), round(y0 + (y1 - y0) * i / n), c)

    def text(self, x: int, y: int, s: str, c=(0, 0, 0), scale: int = 2) -> None:
        for ch in s.upper():
            g = _GLYPHS.get(ch, _GLYPHS[" "])
            for i, bit in enumerate(g):
                if bit == "1":
                    for dx in range(scale):
                        for dy in range(scale):
                            self.dot(x + (i % 3) * scale + dx, y + (i // 3) * scale + dy, c)
            x += 4 * scale

    def png(self) -> bytes:
        raw = b"".join(b"\x00" + bytes(self.px[3 * y * self.w : 3 * (y + 1) * self.w]) for y in range(self.h))

        def chunk(kind: bytes, data: bytes) -> bytes:
            return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

        head = struct.pack(">IIBBBBB", self.w, self.h, 8, 2, 0, 0, 0)
        return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", head) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def _panel(cv: Canvas, top: int, height: int, title: str, series: list[tuple[str, list]], t_max: float) -> None:
    left, right = 70, cv.w - 20
    bottom = top + height
    y_max = max((v for _, pts in series for _, v in pts if v is not None), default=0) or 1
    cv.line(left, top, left, bottom, (0, 0, 0))
    cv.line(left, bottom, right, bottom, (0, 0, 0))
    cv.text(4, top, _short(y_max))
    cv.text(4, bottom - 10, "0")
    cv.text(left + 8, top - 16, title)
    x = left + 8 + 8 * (len(title) + 2)
    for i, (name, pts) in enumerate(series):
        c = _COLORS[i % len(_COLORS)]
        cv.text(x, top - 16, name, c)
        x += 8 * (len(name) + 2)
        prev = None
        for t, v in pts:
            if v is None:
                prev = None
                continue
            p = (left + round((right - left) * t / t_max), bottom - round(height * v / y_max))
            if prev:
                cv.line(*prev, *p, c)
            prev = p


def _short(v: float) -> str:
    return f"{v:.0f}" if v >= 100 else f"{v:.1f}" if v >= 10 else f"{v:.2f}"


def plot(samples: list[dict], requests: list[dict], path: Path) -> Path:
    cv = Canvas(900, 620)
    t_max = max([s["t"] for s in samples] + [r["t"] for r in requests] + [1.0])

    def mem(k):
        return [(s["t"], s[k] / MB) for s in samples if k in s]

    _panel(
        cv,
        30,
        150,
        "MB",
        [
            ("RSS", mem("rss_bytes")),
            ("MLX ACTIVE", mem("mlx_active_bytes")),
            ("MLX CACHE", mem("mlx_cache_bytes")),
            ("BEYOND MLX", mem("rss_beyond_mlx_bytes")),
        ],
        t_max,
    )
    _panel(cv, 230, 150, "MB", [("POOL", mem("pool_bytes")), ("DISK", mem("disk_bytes"))], t_max)
    minutes = per_minute(requests)
    lat = [
        ("P50 S", [(60 * m["minute"] - 30, m["p50_s"]) for m in minutes]),
        ("P95 S", [(60 * m["minute"] - 30, m["p95_s"]) for m in minutes]),
    ]
    _panel(cv, 430, 150, "LATENCY", lat, t_max)
    cv.text(70, 600, f"0 TO {t_max / 60:.1f} MIN")
    path.write_bytes(cv.png())
    return path
