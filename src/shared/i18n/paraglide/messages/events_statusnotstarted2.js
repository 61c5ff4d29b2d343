import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Statusnotstarted2Inputs */

const en_events_statusnotstarted2 = /** @type {(inputs: Events_Statusnotstarted2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not started`)
};

const fil_events_statusnotstarted2 = /** @type {(inputs: Events_Statusnotstarted2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi pa nagsisimula`)
};

/**
* | output |
* | --- |
* | "Not started" |
*
* @param {Events_Statusnotstarted2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_statusnotstarted2 = /** @type {((inputs?: Events_Statusnotstarted2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Statusnotstarted2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_statusnotstarted2(inputs)
	return en_events_statusnotstarted2(inputs)
});
export { events_statusnotstarted2 as "events.statusNotStarted" }