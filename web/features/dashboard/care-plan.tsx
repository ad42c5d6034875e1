import { CarePlanEditor, type PlanKeeper } from '../../components/care-plan-editor.tsx';
import { notify, notifyChange } from '../../components/toaster.tsx';
import { type LocalCat, removeCareItem, saveCareItem, whyNotSaved } from '../../db.ts';

// A cat's care plan on its card (issue 33): each meal and each medicine with its times of day, as
// the owner writes it, offline too. The hotel takes it into every stay and gives it at those times.

/** The owner's plan is kept on the phone and sent with the rest; the toast says if it waits for the signal. */
function ownersKeeper(cat: LocalCat): PlanKeeper {
  return {
    async save(item, id) {
      try {
        await saveCareItem(cat.id, item, id);
        notifyChange('Care Plan Saved', `${cat.name}’s ${item.kind === 'feeding' ? 'meal' : 'medicine'} is in the plan.`);
      } catch (error) {
        notify('Could not save', whyNotSaved(error), 'error');
        throw error;
      }
    },
    async remove(item) {
      try {
        await removeCareItem(cat.id, item.id);
        notifyChange('Removed', `${item.name} is no longer in ${cat.name}’s care plan.`);
      } catch (error) {
        notify('Could not remove', whyNotSaved(error), 'error');
        throw error;
      }
    },
  };
}

export function CarePlan({ cat }: { cat: LocalCat }) {
  return (
    <CarePlanEditor
      catName={cat.name}
      items={cat.carePlan}
      keeper={ownersKeeper(cat)}
      heading="Meals and medicine"
      label={`${cat.name}’s care plan`}
      empty={`None yet. Tell us what ${cat.name} eats and any medicine, with the times of day: we give them at those times.`}
    />
  );
}
