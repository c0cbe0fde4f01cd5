"""Reads an EDF+ or BDF+ file with MNE-Python (Debian's python3-mne), an EDF/BDF reader written
independently of ours, and prints what it found as JSON: channel names, rates, samples in volts
(MNE scales uV and mV channels to V), the annotations. The server's BDF+ test compares the two
exports of one recording through it (signals-export-bdf.test.ts)."""

import json
import sys

import mne

mne.set_log_level("ERROR")
path = sys.argv[1]
read = mne.io.read_raw_bdf if path.endswith(".bdf") else mne.io.read_raw_edf
raw = read(path, preload=True)
json.dump(
    {
        "channels": raw.ch_names,
        "sfreq": raw.info["sfreq"],
        "data": raw.get_data().tolist(),
        "annotations": [
            {"onset": float(a["onset"]), "description": a["description"]}
            for a in raw.annotations
        ],
    },
    sys.stdout,
)
