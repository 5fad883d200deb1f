; Inno Setup recipe for the Windows installer of JassDesk.
;   1. python packaging\build.py            (makes dist\JassDesk\ with JassDesk.exe)
;   2. iscc /DAppVersion=0.1.0 packaging\windows\jassdesk.iss
; leaves dist\JassDesk-0.1.0-setup.exe.  Signing (signtool, or Inno Setup's SignTool directive) is
; manual: it needs the project's code-signing certificate (see docs/packaging.md, "Windows and macOS").

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif

[Setup]
; the AppId identifies JassDesk to Windows across versions: never change it
AppId={{D2DD7FA9-EA3D-4188-AE8F-3E4DCD55FA62}
AppName=JassDesk
AppVersion={#AppVersion}
AppVerName=JassDesk {#AppVersion}
AppPublisher=The JassDesk contributors
DefaultDirName={autopf}\JassDesk
DefaultGroupName=JassDesk
DisableProgramGroupPage=yes
UninstallDisplayIcon={app}\JassDesk.exe
SetupIconFile=..\icons\jassdesk.ico
LicenseFile=..\..\LICENSE
OutputDir=..\..\dist
OutputBaseFilename=JassDesk-{#AppVersion}-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; a per-user install needs no administrator; the person may still choose "for all users"
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"
Name: "fr"; MessagesFile: "compiler:Languages\French.isl"
Name: "it"; MessagesFile: "compiler:Languages\Italian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\JassDesk\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\JassDesk"; Filename: "{app}\JassDesk.exe"
Name: "{autodesktop}\JassDesk"; Filename: "{app}\JassDesk.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\JassDesk.exe"; Description: "{cm:LaunchProgram,JassDesk}"; Flags: nowait postinstall skipifsilent
