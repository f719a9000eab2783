import { useController, type Control } from 'react-hook-form';
import { useCampaignRequirements, useKeywordRequirements } from '@/lib/config/services-config';
import type { CreatorFormValues, CreatorOutput } from './creator-schema';
import type { KeywordSuggestion } from './keyword-suggestions';
import { KeywordsEditor } from './keywords-editor';

/**
 * The creator's search keywords (docs/search-placements.md): both lists live in the creator's form, so "Save as draft"
 * and "Publish" send them with the draft; a list's error (the domain's rules or the server's field error) shows under it.
 */
export function CreatorKeywords({
  control,
  suggestions,
}: {
  control: Control<CreatorFormValues, unknown, CreatorOutput>;
  suggestions?: readonly KeywordSuggestion[] | undefined;
}) {
  const { requirements } = useCampaignRequirements();
  const keywordRequirements = useKeywordRequirements();
  const keywords = useController({ control, name: 'keywords' });
  const negatives = useController({ control, name: 'negativeKeywords' });
  return (
    <KeywordsEditor
      value={{ keywords: keywords.field.value, negativeKeywords: negatives.field.value }}
      onChange={(next) => {
        if (next.keywords !== keywords.field.value) keywords.field.onChange(next.keywords);
        if (next.negativeKeywords !== negatives.field.value) negatives.field.onChange(next.negativeKeywords);
      }}
      requirements={keywordRequirements}
      campaign={requirements}
      errors={{ keywords: keywords.fieldState.error?.message, negativeKeywords: negatives.fieldState.error?.message }}
      suggestions={suggestions}
    />
  );
}
