import { useLingui } from "@lingui/react/macro";
import type { ExportFormat } from "@varco/domain";
import { Button, DownloadIcon, Menu, MenuItem, MenuTrigger } from "@varco/ui";

/**
 * An export's button and the formats it offers: a spreadsheet (XLSX), which spreadsheet programs
 * open in columns in any language, or a plain CSV. The menu has react-aria's keyboard model:
 * Enter or Space opens it, the arrows choose, Enter downloads.
 */
export function ExportMenu({
  label,
  onExport,
  isPending,
}: {
  label: string;
  onExport: (format: ExportFormat) => void;
  isPending: boolean;
}) {
  const { t } = useLingui();
  return (
    <MenuTrigger>
      <Button variant="outline" iconStart={<DownloadIcon size={16} />} isPending={isPending}>
        {label}
      </Button>
      <Menu onAction={(key) => onExport(key === "csv" ? "csv" : "xlsx")}>
        <MenuItem id="xlsx" description={t`Opens in columns in Excel, Numbers or LibreOffice`}>
          {t`Excel spreadsheet (XLSX)`}
        </MenuItem>
        <MenuItem id="csv" description={t`Plain text, values separated by commas`}>
          {t`CSV file`}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
