import { REJECTION_CATEGORIES, REJECTION_CATEGORY_LABELS, REVIEW_TEXTS as T } from '@smms/shared';

/** The options of every rejection category select: "Choose a category", then each category in words. */
export function RejectionCategoryOptions() {
  return (
    <>
      <option value="">{T.chooseCategory}</option>
      {REJECTION_CATEGORIES.map((value) => (
        <option key={value} value={value}>
          {REJECTION_CATEGORY_LABELS[value]}
        </option>
      ))}
    </>
  );
}
