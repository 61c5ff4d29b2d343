import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seconds: NonNullable<unknown> }} Events_Kioskcountdown1Inputs */

const en_events_kioskcountdown1 = /** @type {(inputs: Events_Kioskcountdown1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The screen clears for the next visitor in ${i?.seconds} s`)
};

const fil_events_kioskcountdown1 = /** @type {(inputs: Events_Kioskcountdown1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mabubura ang screen para sa susunod na bisita sa loob ng ${i?.seconds} s`)
};

/**
* | output |
* | --- |
* | "The screen clears for the next visitor in {seconds} s" |
*
* @param {Events_Kioskcountdown1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_kioskcountdown1 = /** @type {((inputs: Events_Kioskcountdown1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Kioskcountdown1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_kioskcountdown1(inputs)
	return en_events_kioskcountdown1(inputs)
});
export { events_kioskcountdown1 as "events.kioskCountdown" }