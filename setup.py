"""Builds the extension stich._stich with CMake (python/CMakeLists.txt) for pip.

STICH_CMAKE_BUILD_DIR=DIR reuses a CMake build configured with -DSTICH_PYTHON=ON (the tests
do, to install what they just built); otherwise a build of its own is configured under
setuptools' temporary folder.  The version is CMake's project(VERSION).
"""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent


def project_version():
    text = (ROOT / "CMakeLists.txt").read_text()
    return re.search(r"project\(stich VERSION ([0-9.]+)", text).group(1)


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        build = os.environ.get("STICH_CMAKE_BUILD_DIR")
        if build:
            build = Path(build).resolve()
        else:
            build = Path(self.build_temp).resolve() / "cmake"
            subprocess.check_call([
                "cmake", "-S", str(ROOT), "-B", str(build), "-DCMAKE_BUILD_TYPE=Release",
                "-DSTICH_PYTHON=ON", "-DSTICH_TESTS=OFF", "-DSTICH_BENCH=OFF",
                f"-DPython_EXECUTABLE={sys.executable}",
            ])
        jobs = str(os.cpu_count() or 1)
        subprocess.check_call(["cmake", "--build", str(build), "--target", "stich_python", "-j", jobs])
        built = next((build / "python" / "stich").glob("_stich*.so"))
        target = Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, target)


setup(
    version=project_version(),
    ext_modules=[Extension("stich._stich", sources=[])],
    cmdclass={"build_ext": CMakeBuild},
)
