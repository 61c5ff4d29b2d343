import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Savedreference1Inputs */

const en_events_savedreference1 = /** @type {(inputs: Events_Savedreference1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provisional reference`)
};

const fil_events_savedreference1 = /** @type {(inputs: Events_Savedreference1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pansamantalang reference`)
};

/**
* | output |
* | --- |
* | "Provisional reference" |
*
* @param {Events_Savedreference1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_savedreference1 = /** @type {((inputs?: Events_Savedreference1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Savedreference1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_savedreference1(inputs)
	return en_events_savedreference1(inputs)
});
export { events_savedreference1 as "events.savedReference" }