# `cmake --install`: the binary and its man page, and the library as a CMake package
# (find_package(stich CONFIG), target stich::stich) and a pkg-config file (stich.pc).  Only
# the facade's headers are installed (include/stich/stich.h, include/stich/api/, the version
# header): the layers' static libraries go with them, as the facade's link dependencies, but
# their headers are the build's own (docs/library.md).
include(CMakePackageConfigHelpers)

install(TARGETS stich RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES man/stich.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

set(STICH_LIBRARY_TARGETS stich_api stich_app stich_games stich_support stich_records stich_engine)
install(TARGETS ${STICH_LIBRARY_TARGETS} EXPORT stichTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(FILES include/stich/stich.h ${PROJECT_BINARY_DIR}/include/stich/version.h
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/stich)
install(DIRECTORY include/stich/api DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/stich)

set(STICH_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/stich)
install(EXPORT stichTargets NAMESPACE stich:: DESTINATION ${STICH_CMAKE_DIR})
configure_package_config_file(cmake/stichConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/stichConfig.cmake
                              INSTALL_DESTINATION ${STICH_CMAKE_DIR})
# Semantic versioning (docs/library.md): before 1.0 a minor release may break the surface,
# so a request for 0.1 is met by 0.1.x only; from 1.0 on, by any later release of the same major.
if(PROJECT_VERSION_MAJOR EQUAL 0)
    set(STICH_COMPATIBILITY SameMinorVersion)
else()
    set(STICH_COMPATIBILITY SameMajorVersion)
endif()
write_basic_package_version_file(${PROJECT_BINARY_DIR}/stichConfigVersion.cmake
                                 COMPATIBILITY ${STICH_COMPATIBILITY})
install(FILES ${PROJECT_BINARY_DIR}/stichConfig.cmake ${PROJECT_BINARY_DIR}/stichConfigVersion.cmake
        DESTINATION ${STICH_CMAKE_DIR})

# pkg-config: the facade and, after it, the layers it stands on (static libraries: each after
# the ones that use it).
set(STICH_PC_LIBS "-lstich -lstich_app -lstich_games -lstich_support -lstich_records -lstich_engine")
configure_file(cmake/stich.pc.in ${PROJECT_BINARY_DIR}/stich.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/stich.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
