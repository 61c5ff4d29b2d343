import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Completedshare1Inputs */

const en_events_completedshare1 = /** @type {(inputs: Events_Completedshare1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed`)
};

const fil_events_completedshare1 = /** @type {(inputs: Events_Completedshare1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tapos na`)
};

/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Events_Completedshare1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_completedshare1 = /** @type {((inputs?: Events_Completedshare1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Completedshare1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_completedshare1(inputs)
	return en_events_completedshare1(inputs)
});
export { events_completedshare1 as "events.completedShare" }