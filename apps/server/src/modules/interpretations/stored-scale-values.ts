import { scaleValuesOf, type ScaleValues } from '@thoughtful/shared';
import type { AggregatedColumns } from './idea-scales.repository';

/** A stored interpretation's values on the aggregated scales. */
export function storedScaleValues(row: Omit<AggregatedColumns, 'class_id'>): ScaleValues {
  return scaleValuesOf(
    {
      myEmotion: row.my_emotion,
      authorIntent: row.author_intent,
      sound: row.sound,
      goodFaith: row.good_faith,
      heartOfIssue: row.heart_of_issue,
      divisive: row.divisive,
      confidence: row.confidence,
    },
    row.support_level,
  );
}
