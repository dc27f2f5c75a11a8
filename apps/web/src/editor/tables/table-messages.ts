export const TABLE_IN_TABLE = "A table cannot be inserted inside a table cell.";
