import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Statusended1Inputs */

const en_events_statusended1 = /** @type {(inputs: Events_Statusended1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ended`)
};

const fil_events_statusended1 = /** @type {(inputs: Events_Statusended1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tapos na`)
};

/**
* | output |
* | --- |
* | "Ended" |
*
* @param {Events_Statusended1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_statusended1 = /** @type {((inputs?: Events_Statusended1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Statusended1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_statusended1(inputs)
	return en_events_statusended1(inputs)
});
export { events_statusended1 as "events.statusEnded" }