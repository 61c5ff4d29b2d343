import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seconds: NonNullable<unknown> }} Events_Kioskcountdown1Inputs */

const en_events_kioskcountdown1 = /** @type {(inputs: Events_Kioskcountdown1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The screen clears for the next visitor in ${i?.seconds} s`)
};

/**
* | output |
* | --- |
* | "The screen clears for the next visitor in {seconds} s" |
*
* @param {Events_Kioskcountdown1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_kioskcountdown1 = /** @type {((inputs: Events_Kioskcountdown1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Kioskcountdown1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_kioskcountdown1(inputs)
});
export { events_kioskcountdown1 as "events.kioskCountdown" }